// The public entry of the terms module (decision 0115). No other module uses it: app.ts mounts what it names.
export { termsRoutes } from './routes';
