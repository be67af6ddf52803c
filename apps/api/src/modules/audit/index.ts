// The public entry of the audit module (decision 0115): what other modules may use. A module imports another only
// through its entry (scripts/check-api-boundaries.mjs, in `npm run lint`); the routes and jobs are mounted by app.ts.
export { audited } from './audited';
export { type AuditRow, auditAttributes, listAudit } from './list';
export { type AuditEntry, recordAudit } from './record';
