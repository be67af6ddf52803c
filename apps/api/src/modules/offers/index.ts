// The public entry of the offers module (decision 0115): what other modules may use. A module imports another only
// through its entry (scripts/check-api-boundaries.mjs, in `npm run lint`); the routes and jobs are mounted by app.ts.
export { addWilling, findOffer, willingIds } from './queries';
export { endsAtOf, secondsLeft, statusAt } from './rules';
export { offerNotFound } from './service';
export { assertEligible, isFreeFor } from './willing';
