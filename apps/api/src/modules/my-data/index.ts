// The public entry of the my-data module (decision 0115). No other module uses it: app.ts mounts what it names.
export { myDataRoutes } from './routes';
