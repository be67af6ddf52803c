// The public entry of the uploads module (decision 0115): what other modules may use. A module imports another only
// through its entry (scripts/check-api-boundaries.mjs, in `npm run lint`); the routes and jobs are mounted by app.ts.

export { loadSharp } from './images';
export { DOCUMENTS_PRESET } from './routes';
export type { FileStorage } from './storage';
