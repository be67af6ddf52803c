// The public entry of the tickets module (decision 0115): what other modules may use. A module imports another only
// through its entry (scripts/check-api-boundaries.mjs, in `npm run lint`); the routes and jobs are mounted by app.ts.
export { resolveOpenTickets, tellCustomer } from './operator-common';
export { insertTicket, updateTicket } from './queries';
export { type TicketResolution, writeResolution } from './resolution';
export { ticketSerializer } from './serializers';
