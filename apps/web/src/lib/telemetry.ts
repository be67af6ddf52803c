import type { telemetryEventName, Wire } from '@brilho/domain/contract';
import { ApiError, apiRequest, resourceBody } from './api/client';
import { queryClient } from './queryClient';
import { CURRENT_USER_KEY, type CurrentUser } from './session';

/**
 * First-party telemetry (real-time channels): events and error reports go to our own API, never to
 * a third-party script, and nothing here sets a cookie. Both calls are fire-and-forget: a failure to
 * report must never disturb what the customer is doing.
 */

/** The contract's event names (type-only import: no zod in the bundle). */
export type TelemetryEventName = Wire<typeof telemetryEventName>;

/** The build that is running: set `VITE_RELEASE` (e.g. the commit) when building; 'dev' otherwise. */
export const RELEASE: string = (import.meta.env.VITE_RELEASE as string | undefined) || 'dev';

/** Records an order event; the API values it from the order itself. Never throws. */
export async function trackEvent(name: TelemetryEventName, orderId: string): Promise<void> {
  try {
    await apiRequest('/telemetry/events', {
      method: 'POST',
      body: resourceBody('telemetry-events', { name, order_id: orderId }),
    });
  } catch {
    // Telemetry is best effort.
  }
}

/** The server's reference of a failed call (`errors[0].meta.correlation_id` on a 500), when there is one. */
export function correlationIdOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const meta = (error.errors[0] as { meta?: { correlation_id?: unknown } } | undefined)?.meta;
  return typeof meta?.correlation_id === 'string' ? meta.correlation_id : null;
}

// The API's limits (apps/api/src/modules/telemetry/body.ts): cut here so a long stack still arrives.
const LIMITS = { message: 1_000, stack: 8_000, route: 500 } as const;
/** A page stuck in an error loop reports each distinct error once, and at most this many in all. */
const MAX_REPORTS_PER_PAGE = 10;
const reported = new Set<string>();

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function describe(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error)
    return { message: error.message || error.name || 'Error', stack: error.stack ?? null };
  if (typeof error === 'string') return { message: error, stack: null };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: null };
  } catch {
    return { message: String(error), stack: null };
  }
}

/** Errors that say nothing about our code: the connection dropped, or the session ended (handled already). */
function isExpected(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 401);
}

/**
 * Sends an unexpected error to the API's log: its message and stack, the route (path only: a query can
 * hold a token), the release and the signed-in user's id. Nothing else: no form values, no card data.
 * Never throws.
 */
export async function reportError(error: unknown, route: string = window.location.pathname): Promise<void> {
  if (isExpected(error)) return;
  const { message, stack } = describe(error);
  const path = route.split(/[?#]/, 1)[0] || '/';
  const key = `${path}\n${message}`;
  if (reported.has(key) || reported.size >= MAX_REPORTS_PER_PAGE) return;
  reported.add(key);
  const user = queryClient.getQueryData<CurrentUser | null>(CURRENT_USER_KEY);
  try {
    await apiRequest('/telemetry/errors', {
      method: 'POST',
      body: {
        message: cut(message, LIMITS.message),
        stack: stack === null ? null : cut(stack, LIMITS.stack),
        route: cut(path, LIMITS.route),
        release: RELEASE,
        user_id: user?.id ?? null,
      },
    });
  } catch {
    // Reporting must never raise another error to report.
  }
}

/** Forgets what was reported (tests). */
export function resetErrorReports(): void {
  reported.clear();
}

// Browsers raise this when a layout settles over two frames; it is harmless and floods reports.
const BENIGN = /ResizeObserver loop/;

let installed = false;

/** The window's `error` and `unhandledrejection` handlers; installing twice adds nothing. */
export function installGlobalErrorHandlers(target: Window = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener('error', (event: ErrorEvent) => {
    if (BENIGN.test(event.message ?? '')) return;
    void reportError(event.error ?? event.message, target.location.pathname);
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    void reportError(event.reason, target.location.pathname);
  });
}
