// The public entry of the accounts module (decision 0115): what other modules may use. A module imports another only
// through its entry (scripts/check-api-boundaries.mjs, in `npm run lint`); the routes and jobs are mounted by app.ts.
export { accountName, nameOrEmailContains, standingIs } from './console-filters';
export { anonymize } from './customers.service';
export { hashPassword, verifyPassword } from './password';
export { newPasswordProblem } from './password-policy';
export {
  creditCardSerializer,
  gatewayAccountSerializer,
  gatewayCustomerSerializer,
} from './payment-serializers';
export { currentTermsId, hasAnsweredTerms } from './queries';
export { legalSerializer, physicalSerializer } from './serializers';
export { announceRevokedSessions, createSession, revokeAccountSessions } from './sessions';
export { checkCredentials, NO_ACCESS } from './sign-in';
export { restrictionEmail, STANDING_TEXTS } from './standing-emails';
