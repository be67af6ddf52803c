// The public entry of the addresses module (decision 0115): what other modules may use. A module imports another only
// through its entry (scripts/check-api-boundaries.mjs, in `npm run lint`); the routes and jobs are mounted by app.ts.
export { findOwnLegal, findOwnPhysical, loadAddressable, withAddressRelations } from './queries';
export { type AddressView, addressSerializer } from './serializers';
export { assertOrderableAddress } from './service';
