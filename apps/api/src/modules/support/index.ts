// The public entry of the support module (decision 0115). No other module uses it: app.ts mounts what it names.
export { supportChannelAuthorizers } from './channels';
export { supportRoutes } from './routes';
