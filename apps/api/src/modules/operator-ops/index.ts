// The public entry of the operator-ops module (decision 0115). No other module uses it: app.ts mounts what it names.
export { operatorOpsRoutes } from './routes';
