/** The service is down, slow, failing or answering nonsense: the wizard falls back to manual entry. */
export class UpstreamUnavailable extends Error {}

export const UPSTREAM_TIMEOUT_MS = 5_000;

export interface HttpClientOptions {
  timeoutMs?: number;
  /** Nominatim's usage policy asks every application to name itself. */
  userAgent?: string;
}

/** GET `url` as JSON within the time-out; every failure becomes `UpstreamUnavailable`. */
export async function getJson(url: string, options: HttpClientOptions = {}): Promise<unknown> {
  try {
    const response = await fetch(url, {
      headers: {
        accept: 'application/json',
        'accept-language': 'pt-BR',
        ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
      },
      signal: AbortSignal.timeout(options.timeoutMs ?? UPSTREAM_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return await response.json();
  } catch (error) {
    throw new UpstreamUnavailable(`${new URL(url).origin}: ${(error as Error).message}`, { cause: error });
  }
}
