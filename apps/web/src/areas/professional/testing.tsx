// Test helpers for the professional side (imported by *.test.tsx only).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../../app/theme';
import type { RawDocument } from '../../lib/api/jsonapi';
import { parseDocument } from '../../lib/api/jsonapi';
import { CURRENT_USER_KEY, type CurrentUser } from '../../lib/session';
import type { Job } from './api';

export const professionalUser = {
  id: 'acc-pro',
  type: 'accounts',
  email: 'profissional@brilho.test',
  status: 'active',
  first_name: 'Rosângela',
  last_name: 'Ferreira',
  accountable_type: 'Physical',
  role: 'professional',
  answered_current_terms: false,
} as CurrentUser;

export const customerUser = {
  ...professionalUser,
  id: 'acc-customer',
  email: 'cliente@brilho.test',
  first_name: 'Camila',
  role: 'customer',
  answered_current_terms: true,
} as CurrentUser;

/** What `apiDocument` answers for a raw JSON:API document. */
export const answer = (document: RawDocument) => Promise.resolve(parseDocument(document));

/** A job resource as the API sends it; `attributes` override the defaults. */
export function jobResource(id: string, attributes: Partial<Omit<Job, 'id' | 'type'>> = {}) {
  return {
    id,
    type: 'orders',
    attributes: {
      status: 'paid',
      starts_at: '2030-03-07T12:00:00.000Z',
      ends_at: '2030-03-07T16:00:00.000Z',
      duration_hours: 4,
      district: 'Batel',
      city: 'Curitiba',
      should_include_products: false,
      checked_in_at: null,
      checked_out_at: null,
      can_check_in: false,
      can_check_out: false,
      total: 18_900,
      professional_earning: 15_600,
      customer_first_name: null,
      address: null,
      description: null,
      ...attributes,
    },
  };
}

/** Renders `element` at `path` (matched by `pattern`) inside Mantine, Query and a memory router. */
export function renderAt(
  element: ReactNode,
  { path, pattern = path, user }: { path: string; pattern?: string; user: CurrentUser | null },
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(CURRENT_USER_KEY, user);
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, client };
}
