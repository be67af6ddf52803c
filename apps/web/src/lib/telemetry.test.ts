import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureApiClient } from './api/client';
import { queryClient } from './queryClient';
import { CURRENT_USER_KEY } from './session';
import {
  correlationIdOf,
  installGlobalErrorHandlers,
  RELEASE,
  reportError,
  resetErrorReports,
  trackEvent,
} from './telemetry';

const fetchMock = vi.fn();
const sent = () =>
  (fetchMock.mock.calls as [string, RequestInit][]).map(([url, init]) => ({
    url,
    method: init.method,
    body: JSON.parse(String(init.body)),
  }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  configureApiClient({ getToken: () => 'segredo', onUnauthorized: () => {} });
  resetErrorReports();
  queryClient.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('trackEvent', () => {
  it('posts the event with the order id to our own API', async () => {
    await trackEvent('add_to_cart', 'o1');
    expect(sent()).toEqual([
      {
        url: '/api/telemetry/events',
        method: 'POST',
        body: { data: { type: 'telemetry-events', attributes: { name: 'add_to_cart', order_id: 'o1' } } },
      },
    ]);
  });

  it('swallows a refusal or a lost connection', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"errors":[{"title":"x"}]}', { status: 500 }));
    await expect(trackEvent('add_to_cart', 'o1')).resolves.toBeUndefined();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(trackEvent('add_to_cart', 'o1')).resolves.toBeUndefined();
  });
});

describe('reportError', () => {
  it('sends only the message, stack, route path, release and user id', async () => {
    queryClient.setQueryData(CURRENT_USER_KEY, { id: 'u1', email: 'cliente@brilho.test' });
    const error = new TypeError("Cannot read properties of undefined (reading 'id')");
    await reportError(error, '/pedidos/o1?auth=segredo');
    expect(sent()).toEqual([
      {
        url: '/api/telemetry/errors',
        method: 'POST',
        body: {
          message: "Cannot read properties of undefined (reading 'id')",
          stack: error.stack,
          route: '/pedidos/o1',
          release: RELEASE,
          user_id: 'u1',
        },
      },
    ]);
  });

  it('cuts a long message and stack to what the API accepts', async () => {
    const error = new Error('x'.repeat(5_000));
    error.stack = 'y'.repeat(20_000);
    await reportError(error, '/');
    const { body } = sent()[0]!;
    expect(body.message).toHaveLength(1_000);
    expect(body.stack).toHaveLength(8_000);
    expect(body.user_id).toBeNull();
  });

  it('reports the same error on the same route once, and nothing for a lost connection or a 401', async () => {
    await reportError(new Error('boom'), '/a');
    await reportError(new Error('boom'), '/a');
    await reportError(new Error('boom'), '/b');
    await reportError(new ApiError(0, [{ title: 'Sem conexão' }]), '/a');
    await reportError(new ApiError(401, [{ title: 'Não autorizado' }]), '/a');
    expect(sent().map((call) => call.body.route)).toEqual(['/a', '/b']);
  });

  it('never throws when the report itself fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(reportError('texto solto', '/')).resolves.toBeUndefined();
  });
});

describe('correlationIdOf', () => {
  it("reads a 500's correlation id, and nothing from other errors", () => {
    const serverError = new ApiError(500, [
      { status: '500', title: 'Ocorreu um erro inesperado', meta: { correlation_id: 'req-1' } } as never,
    ]);
    expect(correlationIdOf(serverError)).toBe('req-1');
    expect(correlationIdOf(new ApiError(422, [{ title: 'CPF inválido' }]))).toBeNull();
    expect(correlationIdOf(new Error('x'))).toBeNull();
  });
});

describe('the global handlers', () => {
  it('report uncaught errors and unhandled rejections, once installed however often it is called', async () => {
    installGlobalErrorHandlers();
    installGlobalErrorHandlers();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('no clique'), message: 'no clique' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('promessa rejeitada');
    window.dispatchEvent(rejection);
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop limit exceeded' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sent().map((call) => call.body.message)).toEqual(['no clique', 'promessa rejeitada']);
  });
});
