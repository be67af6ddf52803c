import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiDocument, apiRequest, configureApiClient, isApiUrl } from './client';
import { parseDocument } from './jsonapi';

describe('JSON:API parsing', () => {
  it('resolves included resources, arrays and nested relationships into objects', () => {
    const { data, meta } = parseDocument<Record<string, unknown>[]>({
      data: [
        {
          id: '1',
          type: 'orders',
          attributes: { status: 'paid' },
          relationships: {
            address: { data: { id: 'a', type: 'addresses' } },
            payments: { data: [{ id: 'p', type: 'payments' }] },
          },
        },
      ],
      included: [
        {
          id: 'a',
          type: 'addresses',
          attributes: { name: 'Casa' },
          relationships: { district: { data: { id: 'd', type: 'districts' } } },
        },
        { id: 'd', type: 'districts', attributes: { display_name: 'Batel' } },
        { id: 'p', type: 'payments', attributes: { status: 'settled' } },
      ],
      meta: { record_count: 1 },
    });
    expect(data[0]).toMatchObject({
      id: '1',
      status: 'paid',
      address: { name: 'Casa', district: { display_name: 'Batel' } },
      payments: [{ status: 'settled' }],
    });
    expect(meta).toEqual({ record_count: 1 });
  });

  it('keeps an identifier when the related resource was not included, and null when empty', () => {
    const { data } = parseDocument<Record<string, unknown>>({
      data: {
        id: '1',
        type: 'orders',
        attributes: {},
        relationships: { coupon: { data: null }, professional: { data: { id: 'x', type: 'professionals' } } },
      },
    });
    expect(data.coupon).toBeNull();
    expect(data.professional).toEqual({ id: 'x', type: 'professionals' });
  });

  it('resolves cycles without recursing forever', () => {
    const { data } = parseDocument<Record<string, Record<string, unknown>>>({
      data: {
        id: 'o',
        type: 'orders',
        attributes: {},
        relationships: { customer: { data: { id: 'c', type: 'customers' } } },
      },
      included: [
        {
          id: 'c',
          type: 'customers',
          attributes: {},
          relationships: { last_order: { data: { id: 'o', type: 'orders' } } },
        },
      ],
    });
    expect(data.customer?.last_order).toBe(data);
  });
});

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
