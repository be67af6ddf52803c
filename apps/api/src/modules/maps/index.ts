// The public entry of the maps module (decision 0115). No other module uses it: app.ts mounts what it names.
export type { CepLookup } from './cep';
export type { Geocoder } from './geocoder';
export { mapsRoutes } from './routes';
