// The public entry of the telemetry module (decision 0115). No other module uses it: app.ts mounts what it names.
export { telemetryRoutes } from './routes';
