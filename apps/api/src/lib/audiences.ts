import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import type { Role } from '../context';
import { requireActor, requireRole } from './auth';

/**
 * Who may call each API route, declared in one table instead of remembered in each handler (deny by default).
 * An API route the table does not name stops the app at start (`registerAudiences` throws as it is
 * registered), so a new route cannot ship open — or closed to the wrong people — by omission; the check runs on request, before the body is parsed or the handler runs.
 * Handlers keep their own `requireActor`/`requireRole` (and their ownership checks): this is the outer wall.
 *
 * - `public`: anyone (sign-up, sign-in, recovery, public pages, webhooks that carry their own signature, the
 *   sandbox PSP's own OAuth, health);
 * - `signed-in`: any session (401 'Não autorizado' otherwise); the handler scopes what it answers to the caller;
 * - a list of roles: a session of one of them (403 for another role).
 *
 * Rules match `METHOD /path` or `/path` (every method); a pattern ending in `*` matches the prefix. The first
 * matching rule wins, so narrower rules come first. Paths outside `/api/` are the web app's pages and assets.
 */
export type Audience = 'public' | 'signed-in' | readonly [Role, ...Role[]];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only for routes a test registers: their audience, where the app's routes are named in the table. */
    audience?: Audience;
  }
}

export interface AudienceRule {
  match: string;
  audience: Audience;
}

const CUSTOMER = ['customer'] as const;
const PROFESSIONAL = ['professional'] as const;
const OPERATOR = ['operator'] as const;

export const AUDIENCE_RULES: readonly AudienceRule[] = [
  // Health, time and the public reference data every screen reads before signing in.
  { match: 'GET /api/health', audience: 'public' },
  { match: 'GET /api/ready', audience: 'public' },
  { match: 'GET /api/what-time-is-it', audience: 'public' },
  { match: 'GET /api/terms-of-use', audience: 'public' },
  { match: 'GET /api/maps', audience: 'public' },
  { match: 'GET /api/localities/*', audience: 'public' },
  { match: 'GET /api/cep/:cep', audience: 'public' },
  // Signing up, in and out, recovering the password, verifying the e-mail by its link.
  { match: 'POST /api/physicals', audience: 'public' },
  { match: 'POST /api/legals', audience: 'public' },
  { match: 'POST /api/authenticate', audience: 'public' },
  { match: '/api/authentication', audience: 'public' },
  { match: 'POST /api/professional/authentication', audience: 'public' },
  // A professional's own sign-up (the account waits in the operator's validation queue).
  { match: '/api/professional/registration*', audience: 'public' },
  { match: 'POST /api/password-recovery*', audience: 'public' },
  { match: 'POST /api/email-verification/verify', audience: 'public' },
  { match: 'POST /api/management/email-verification/verify', audience: 'public' },
  // The sign-up wizard sends the photo before the account exists (rate-limited per address).
  { match: 'POST /api/upload', audience: 'public' },
  { match: 'GET /api/uploads/*', audience: 'public' },
  { match: 'GET /api/avatars/:file', audience: 'public' },
  // The public professional page and its share image.
  { match: 'GET /api/professionals/meta/*', audience: 'public' },
  { match: 'GET /api/professionals/:id/preview.jpg', audience: 'public' },
  // Machines: the gateways' webhooks (signed), the browser's error reports, the real-time socket (it signs in
  // in its own protocol), the loopback-only dev helpers.
  { match: 'POST /api/payments/webhooks/*', audience: 'public' },
  { match: 'POST /api/telemetry/errors', audience: 'public' },
  { match: 'GET /api/cable', audience: 'public' },
  { match: '/api/dev/*', audience: 'public' },
  // The API reference generated from the routes' schemas (lib/api-docs.ts); not registered in production.
  { match: 'GET /api/docs*', audience: 'public' },
  // The sandbox PSP speaks the API Pix with its own OAuth tokens; its QR location is what a bank app opens; the
  // sandbox boleto's PDF is what the customer prints.
  { match: '/api/sandbox-psp/v2/*', audience: 'public' },
  { match: 'GET /api/sandbox-psp/qr/v2/:locationId', audience: 'public' },
  { match: 'GET /api/sandbox-gateway/boletos/:chargeId.pdf', audience: 'public' },
  // The payer's bank in the sandbox: the dev checkout's 'simular pagamento' (the customer) or an operator.
  { match: 'POST /api/sandbox-psp/*', audience: 'signed-in' },

  // The operator's console and the operator's side of shared resources.
  { match: '/api/operator/*', audience: OPERATOR },
  { match: 'POST /api/sandbox-gateway/boletos/:chargeId/pay', audience: OPERATOR },
  { match: 'POST /api/sandbox-gateway/charges/:chargeId/chargeback', audience: OPERATOR },
  { match: 'GET /api/telemetry/daily', audience: OPERATOR },
  { match: 'GET /api/legals', audience: OPERATOR },
  { match: 'POST /api/states', audience: OPERATOR },
  { match: 'PATCH /api/states/:id', audience: OPERATOR },
  { match: 'POST /api/cities', audience: OPERATOR },
  { match: 'PATCH /api/cities/:id', audience: OPERATOR },
  { match: 'POST /api/districts', audience: OPERATOR },
  { match: 'PATCH /api/districts/:id', audience: OPERATOR },
  { match: 'POST /api/professionals', audience: OPERATOR },
  { match: 'PATCH /api/professionals', audience: OPERATOR },
  { match: 'PATCH /api/professionals/:id', audience: OPERATOR },

  // The professional's area (her own ratings included: `GET /api/professional/feedbacks`).
  { match: 'GET /api/professional/feedbacks', audience: PROFESSIONAL },
  { match: '/api/professional/*', audience: PROFESSIONAL },
  // A professional says they would take an offer; an operator may say it for one (the console's offer screen).
  { match: 'POST /api/order-offers/willing', audience: ['professional', 'operator'] },

  // What only a customer does: book, pay, store cards, ask support, tell telemetry what they did.
  { match: 'POST /api/orders', audience: CUSTOMER },
  { match: 'POST /api/orders/:id/create-on-gateway', audience: CUSTOMER },
  { match: '/api/order-offers*', audience: CUSTOMER },
  { match: 'GET /api/finders/order-offers/willing_professionals', audience: ['customer', 'operator'] },
  { match: 'POST /api/payments/*', audience: CUSTOMER },
  { match: '/api/payment-gateway-accounts*', audience: CUSTOMER },
  { match: 'POST /api/payment-gateway-customers', audience: CUSTOMER },
  { match: '/api/credit-cards*', audience: CUSTOMER },
  { match: 'POST /api/subscription-requests', audience: CUSTOMER },
  { match: '/api/support/*', audience: CUSTOMER },
  { match: 'POST /api/tickets/*', audience: CUSTOMER },
  { match: 'POST /api/telemetry/events', audience: CUSTOMER },
  { match: 'POST /api/orders/:id/feedback', audience: CUSTOMER },
  { match: 'PATCH /api/orders/:id/feedback', audience: CUSTOMER },
  { match: '/api/my-data*', audience: CUSTOMER },

  // Any session; each handler scopes what it answers to the caller (their own orders, addresses, cycles…).
  { match: 'POST /api/accounts-terms-of-use', audience: 'signed-in' },
  { match: '/api/accounts/*', audience: 'signed-in' },
  { match: '/api/profiles/:id', audience: 'signed-in' },
  { match: '/api/phones*', audience: 'signed-in' },
  { match: 'GET /api/physicals/:id', audience: 'signed-in' },
  { match: 'GET /api/legals/:id', audience: 'signed-in' },
  { match: 'GET /api/token-check', audience: 'signed-in' },
  { match: 'POST /api/email-verification/send', audience: 'signed-in' },
  { match: 'POST /api/management/email-verification/send', audience: 'signed-in' },
  { match: '/api/addresses*', audience: 'signed-in' },
  { match: 'GET /api/states', audience: 'signed-in' },
  { match: 'GET /api/cities', audience: 'signed-in' },
  { match: 'GET /api/cities/:id/districts', audience: 'signed-in' },
  { match: 'GET /api/districts', audience: 'signed-in' },
  { match: 'GET /api/geocoding/*', audience: 'signed-in' },
  { match: 'GET /api/configurable-field*', audience: 'signed-in' },
  { match: 'GET /api/coupons*', audience: 'signed-in' },
  { match: '/api/order-has-preferences*', audience: 'signed-in' },
  { match: 'GET /api/orders*', audience: 'signed-in' },
  { match: 'PATCH /api/orders/:id', audience: 'signed-in' },
  { match: 'GET /api/payments/:id', audience: 'signed-in' },
  { match: 'GET /api/payment-gateway/public-key', audience: 'signed-in' },
  { match: 'GET /api/cycles*', audience: 'signed-in' },
  { match: 'GET /api/subscriptions', audience: 'signed-in' },
  { match: 'GET /api/feedbacks', audience: 'signed-in' },
  { match: 'GET /api/schedules/:id/events', audience: 'signed-in' },
  { match: 'GET /api/professionals', audience: 'signed-in' },
  { match: 'GET /api/professionals/:id', audience: 'signed-in' },
  { match: 'POST /api/professionals/available*', audience: 'signed-in' },
  { match: 'GET /api/finders/professionals/*', audience: 'signed-in' },
  { match: 'GET /api/queries/professionals/*', audience: 'signed-in' },
];

function matches(pattern: string, method: string, url: string): boolean {
  const space = pattern.indexOf(' ');
  const patternMethod = space > 0 ? pattern.slice(0, space) : null;
  const path = space > 0 ? pattern.slice(space + 1) : pattern;
  if (patternMethod && patternMethod !== method) return false;
  return path.endsWith('*') ? url.startsWith(path.slice(0, -1)) : url === path;
}

/** The web app's pages and assets: not API routes, served to anyone. */
export const WEB_PAGES = 'web pages';

/**
 * The audience of a route as registered (`url` with its `:params`): `WEB_PAGES` outside `/api/`, null for an
 * API route the table does not name.
 */
export function audienceOf(method: string, url: string): Audience | typeof WEB_PAGES | null {
  if (!url.startsWith('/api/')) return WEB_PAGES;
  return ruleFor(method, url)?.audience ?? null;
}

/** The rule that decides an API route's audience (the first that matches). */
export const ruleFor = (method: string, url: string): AudienceRule | undefined =>
  AUDIENCE_RULES.find((rule) => matches(rule.match, method, url));

function guardFor(audience: Audience): onRequestHookHandler | null {
  if (audience === 'public') return null;
  if (audience === 'signed-in')
    return async (request) => {
      requireActor(request);
    };
  return async (request) => {
    requireRole(request, ...audience);
  };
}

/**
 * Before any route: puts each API route's audience check on it, after the id guard (a malformed id is the same
 * 404 for everyone) and after the session is read (the global `onRequest` of lib/auth.ts).
 */
export function registerAudiences(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    // A route a test registers to provoke an answer names its own audience in its config.
    const own = route.config?.audience;
    const audiences = new Set(own ? [own] : methods.map((method) => audienceOf(method, route.url)));
    if (audiences.has(null))
      throw new Error(`${methods.join(',')} ${route.url} declares no audience: name it in lib/audiences.ts`);
    if (audiences.size > 1) throw new Error(`${route.url}: its methods have different audiences`);
    const [audience] = [...audiences];
    if (!audience || audience === WEB_PAGES) return;
    const guard = guardFor(audience);
    if (!guard) return;
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), guard];
  });
}
