// The public entry of the dev module (decision 0115). No other module uses it: app.ts mounts what it names.
export { type DevHelperOptions, devHelperRoutes } from './routes';
