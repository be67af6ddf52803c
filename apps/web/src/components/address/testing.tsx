// Test-only helpers for the addresses screens: providers and a fake API behind `fetch`.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../../app/theme';

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

/** Answers `fetch` with `handler`; unknown calls get a 404. A handler may return a never-settling promise. */
export function mockApi(handler: (request: FakeRequest) => FakeResponse | Promise<FakeResponse> | undefined) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: decodeURIComponent(url.pathname.replace(/^\/api/, '')),
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    };
    calls.push(request);
    const answer = (await handler(request)) ?? {
      status: 404,
      body: { errors: [{ status: '404', title: 'Não encontrado' }] },
    };
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/vnd.api+json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

export function renderWithProviders(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  const rendered = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...rendered, client };
}

// ---------------------------------------------------------------------------------------------------
// JSON:API fixtures

export const PARANA = { type: 'states', id: 's-pr', attributes: { code: 'PR', display_name: 'Paraná' } };
const stateRel = { state: { data: { type: 'states', id: 's-pr' } } };

export const CURITIBA = {
  type: 'cities',
  id: 'c-cwb',
  attributes: {
    code: 'curitiba',
    display_name: 'Curitiba',
    active: true,
    latitude: -25.4284,
    longitude: -49.2733,
  },
  relationships: stateRel,
};

export const PINHAIS = {
  type: 'cities',
  id: 'c-pinhais',
  attributes: { code: 'pinhais', display_name: 'Pinhais', active: false, latitude: null, longitude: null },
  relationships: stateRel,
};

export const district = (id: string, name: string, cityId = 'c-cwb') => ({
  type: 'districts',
  id,
  attributes: { code: id, display_name: name, active: true },
  relationships: { city: { data: { type: 'cities', id: cityId } } },
});

export const address = (
  id: string,
  name: string,
  districtId: string,
  extra: Record<string, unknown> = {},
) => ({
  type: 'addresses',
  id,
  attributes: {
    name,
    street: 'Rua Comendador Araújo',
    street_number: '100',
    complement: 'apto 12',
    reference: null,
    zip_code: '80420000',
    lonlat: 'POINT(-49.28 -25.44)',
    created_at: '2025-01-01T12:00:00Z',
    ...extra,
  },
  relationships: { district: { data: { type: 'districts', id: districtId } } },
});

/** An addresses list document: Casa in Batel (Curitiba) and Antiga in Pinhais (closed). */
export const ADDRESSES_DOCUMENT = {
  data: [address('a1', 'Casa', 'd-batel'), address('a2', 'Antiga', 'd-pinhais', { complement: null })],
  included: [
    district('d-batel', 'Batel'),
    district('d-pinhais', 'Centro', 'c-pinhais'),
    CURITIBA,
    PINHAIS,
    PARANA,
  ],
  meta: { page_count: 1, record_count: 2 },
};
