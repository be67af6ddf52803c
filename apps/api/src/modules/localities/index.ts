// The public entry of the localities module (decision 0115). No other module uses it: app.ts mounts what it names.
export { localitiesRoutes } from './routes';
