import { REQUEST_TIMEOUT_MS } from '@brilho/domain/constants';
import { appTexts as t } from '../../words/app';
import { type ParsedDocument, parseDocument, type RawDocument } from './jsonapi';

export const API_BASE = '/api';
const MEDIA_TYPE = 'application/vnd.api+json';

export interface ApiErrorObject {
  status?: string;
  title: string;
  detail?: string;
  source?: { pointer?: string };
}

/** What every failed call throws: the status and the server's JSON:API errors (pt-BR titles). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorObject[],
    readonly body: unknown = null,
  ) {
    super(errors[0]?.title ?? `Erro ${status}`);
  }

  /** Field errors by the last segment of their pointer (`/data/attributes/cpf` → `cpf`). */
  fieldErrors(): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const error of this.errors) {
      const field = error.source?.pointer?.split('/').pop();
      if (field && !(field in fields)) fields[field] = error.title;
    }
    return fields;
  }
}

export interface ClientHooks {
  getToken(): string | null;
  /** Any 401 except on authentication: the session is over. */
  onUnauthorized(): void;
}

let hooks: ClientHooks = { getToken: () => null, onUnauthorized: () => {} };

export function configureApiClient(next: ClientHooks): void {
  hooks = next;
}

/** The bearer token goes only to our own API, never to a third party. */
export function isApiUrl(url: string, origin = window.location.origin): boolean {
  const target = new URL(url, origin);
  return (
    target.origin === origin && (target.pathname === API_BASE || target.pathname.startsWith(`${API_BASE}/`))
  );
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A form body (uploads); sent as is. */
  form?: FormData;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** A 401 here means "signed out", not "log out now" (the session check itself). */
  quietUnauthorized?: boolean;
  /** Extra request headers (e.g. the payments' `Idempotency-Key`). */
  headers?: Record<string, string>;
}

const isAuthentication = (path: string) => /^\/(authentication|authenticate)(\?|$)/.test(path);

/** Raw request to the API: JSON in, JSON out, 30 s time-out, bearer token, 401 → logout. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = path.startsWith('http') ? path : `${API_BASE}${path}`;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    options.timeoutMs ?? REQUEST_TIMEOUT_MS,
  );
  options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason));
  const headers: Record<string, string> = { ...options.headers, Accept: MEDIA_TYPE };
  const token = hooks.getToken();
  if (token && isApiUrl(url)) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = MEDIA_TYPE;
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: controller.signal,
    });
  } catch (error) {
    const timedOut =
      controller.signal.reason instanceof DOMException && controller.signal.reason.name === 'TimeoutError';
    throw new ApiError(
      0,
      [
        {
          title: timedOut ? 'O servidor demorou para responder. Tente novamente.' : t.offline,
        },
      ],
      error,
    );
  } finally {
    clearTimeout(timer);
  }
  const text = await response.text();
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = text;
  }
  if (!response.ok) {
    if (response.status === 401 && !isAuthentication(path) && !options.quietUnauthorized)
      hooks.onUnauthorized();
    const errors = (payload as { errors?: ApiErrorObject[] } | null)?.errors ?? [
      { title: `Erro ${response.status}` },
    ];
    throw new ApiError(response.status, errors, payload);
  }
  return payload as T;
}

/** A JSON:API call whose answer is parsed with `included` resolved. */
export async function apiDocument<T>(path: string, options: RequestOptions = {}): Promise<ParsedDocument<T>> {
  return parseDocument<T>((await apiRequest<RawDocument>(path, options)) ?? {});
}

/** `{ data: { type, attributes, relationships } }` for a request body. */
export function resourceBody(
  type: string,
  attributes: Record<string, unknown>,
  relationships?: Record<string, unknown>,
  id?: string,
) {
  return { data: { type, ...(id ? { id } : {}), attributes, ...(relationships ? { relationships } : {}) } };
}
