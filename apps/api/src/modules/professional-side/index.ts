// The public entry of the professional-side module (decision 0115): what other modules may use. A module imports another only
// through its entry (scripts/check-api-boundaries.mjs, in `npm run lint`); the routes and jobs are mounted by app.ts.
export { requireProfessional } from './auth';
export { countCompletedOrder } from './completed';
export { notifyNewOffer, notifyOfferClosed, notifyOrderMessage } from './notify';
export { lastMoveInto, professionalOfAccount, type SignedInProfessional } from './queries';
