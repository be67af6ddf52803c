// The public entry of the health module (decision 0115). No other module uses it: app.ts mounts what it names.
export { healthRoutes } from './routes';
