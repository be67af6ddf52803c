// The public entry of the mail module (decision 0115): what other modules may use. A module imports another only
// through its entry (scripts/check-api-boundaries.mjs, in `npm run lint`); the routes and jobs are mounted by app.ts.
export { queueEmail, sendEmailInTx } from './jobs';
export { emailHtml, greetingEmail } from './layout';
export type { MailMessage, OutboxEntry } from './mailer';
export { outboxRoutes } from './routes';
