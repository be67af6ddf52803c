import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiDocument, apiRequest, configureApiClient, isApiUrl } from './client';

describe('the API client', () => {
  const fetchMock = vi.fn();
  const onUnauthorized = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ getToken: () => 'segredo', onUnauthorized });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onUnauthorized.mockReset();
  });

  const respond = (status: number, body: unknown) =>
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));

  it('sends the bearer token and JSON:API headers to the API', async () => {
    respond(200, { data: { id: '1', type: 'accounts', attributes: { email: 'a@b.c' } } });
    const { data } = await apiDocument<{ email: string }>('/accounts/1');
    expect(data.email).toBe('a@b.c');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/accounts/1');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer segredo',
      Accept: 'application/vnd.api+json',
    });
  });

  it('never sends the token to another origin', async () => {
    respond(200, {});
    await apiRequest('https://servicodados.ibge.gov.br/api/v1/localidades/estados');
    expect(fetchMock.mock.calls[0]![1].headers.Authorization).toBeUndefined();
    expect(isApiUrl('https://outro.example/api/orders')).toBe(false);
    expect(isApiUrl('/api/orders')).toBe(true);
    expect(isApiUrl('/apis')).toBe(false);
  });

  it('sends a JSON:API body with its content type', async () => {
    respond(201, { data: { id: '9', type: 'addresses', attributes: { name: 'Casa' } } });
    await apiRequest('/addresses', { method: 'POST', body: { data: { type: 'addresses' } } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('application/vnd.api+json');
    expect(init.body).toBe('{"data":{"type":"addresses"}}');
  });

  it('sends no token when there is none', async () => {
    configureApiClient({ getToken: () => null, onUnauthorized });
    respond(200, {});
    await apiRequest('/health');
    expect(fetchMock.mock.calls[0]![1].headers.Authorization).toBeUndefined();
  });

  it.each([
    ['/api/orders', true],
    ['/api', true],
    [`${window.location.origin}/api/orders`, true],
    ['/apis/orders', false],
    ['/uploads/foto.png', false],
    ['https://outro.example/api/orders', false],
    ['http://localhost:1/api/orders', false],
  ])('sends the bearer only to our API: %s → %s', (url, expected) => {
    expect(isApiUrl(url)).toBe(expected);
  });

  it('logs out on a 401 from any call but authentication', async () => {
    respond(401, { errors: [{ status: '401', title: 'Não autorizado' }] });
    await expect(apiRequest('/orders')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    respond(401, { errors: [{ status: '401', title: 'Usuário ou senha incorretos' }] });
    await expect(apiRequest('/authentication', { method: 'POST', body: {} })).rejects.toThrow(
      'Usuário ou senha incorretos',
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not log out on a 401 from the old sign-in or from a quiet session check', async () => {
    respond(401, { success: false });
    await expect(apiRequest('/authenticate', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    respond(401, { errors: [{ title: 'Não autorizado' }] });
    await expect(apiRequest('/token-check', { quietUnauthorized: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a body that is not JSON:API into an ApiError with the status', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = (await apiRequest('/orders').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.errors).toEqual([{ title: 'Erro 502' }]);
  });

  it('keeps every JSON:API error: title, detail and pointer', async () => {
    const errors = [
      {
        status: '422',
        title: 'CPF inválido',
        detail: 'O CPF não confere',
        source: { pointer: '/data/attributes/cpf' },
      },
    ];
    respond(422, { errors });
    const error = (await apiRequest('/physicals', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.errors).toEqual(errors);
    expect(error.message).toBe('CPF inválido');
  });

  it('reports a lost connection with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await apiRequest('/orders').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toBe('Sem conexão com o servidor. Verifique a sua internet.');
  });

  it('maps 422 pointers to field errors', async () => {
    respond(422, {
      errors: [
        { title: 'CPF inválido', source: { pointer: '/data/attributes/cpf' } },
        {
          title: 'E-mail inválido',
          source: { pointer: '/data/relationships/account/data/attributes/email' },
        },
      ],
    });
    const error = (await apiRequest('/physicals', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(422);
    expect(error.fieldErrors()).toEqual({ cpf: 'CPF inválido', email: 'E-mail inválido' });
  });

  it('gives up after the time-out with a clear message', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const pending = apiRequest('/orders').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    const error = (await pending) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toBe('O servidor demorou para responder. Tente novamente.');
    vi.useRealTimers();
  });
});
