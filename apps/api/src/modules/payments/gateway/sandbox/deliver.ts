import type { FastifyInstance } from 'fastify';

/**
 * How the sandbox gateway's webhooks reach our API. Production-like runs POST over HTTP; tests hand the
 * body to `app.inject`, so the same receiver, signature check and effects run without a socket.
 */
export type WebhookDeliver = (
  rawBody: string,
  headers: Record<string, string>,
) => Promise<{ status: number }>;

/** Where our API receives the sandbox's webhooks (under the /api prefix). */
export const SANDBOX_WEBHOOK_PATH = '/api/payments/webhooks/sandbox';

const DELIVERY_TIMEOUT_MS = 5000;

/** POSTs the webhook to `url`; a timeout or network error throws, so the delivery job retries. */
export function httpDeliver(url: string, timeoutMs = DELIVERY_TIMEOUT_MS): WebhookDeliver {
  return async (rawBody, headers) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: rawBody,
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The body is not needed; draining it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status };
  };
}

/**
 * Delivers through `app.inject` to the webhook receiver. The app is read lazily because the deliver is
 * handed to `buildApp` before the app exists: `injectDeliver(() => app)`.
 */
export function injectDeliver(app: () => FastifyInstance, path = SANDBOX_WEBHOOK_PATH): WebhookDeliver {
  return async (rawBody, headers) => {
    const response = await app().inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', ...headers },
      payload: rawBody,
    });
    return { status: response.statusCode };
  };
}
