// Test helpers for the console (imported by *.test.tsx only).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../../app/theme';
import { ApiError, type ApiErrorObject } from '../../lib/api/client';
import { parseDocument, type RawDocument } from '../../lib/api/jsonapi';
import { CURRENT_USER_KEY, type CurrentUser } from '../../lib/session';

export const operator = {
  id: 'op1',
  type: 'accounts',
  email: 'operador@brilho.test',
  status: 'active',
  first_name: 'Olga',
  last_name: 'Operadora',
  accountable_type: 'Physical',
  role: 'operator',
  answered_current_terms: true,
} as CurrentUser;

export const customer = {
  ...operator,
  id: 'c1',
  email: 'cliente@brilho.test',
  role: 'customer',
} as CurrentUser;

/** What `apiDocument` answers for a raw JSON:API document. */
export const answer = (document: RawDocument) => Promise.resolve(parseDocument(document));

export const unprocessable = (errors: ApiErrorObject[]) => new ApiError(422, errors);

/** Renders `element` at `path` (matched by `pattern`) inside Mantine (no transitions), Query and a router. */
export function renderAt(
  element: ReactNode,
  { path, pattern = path, user = operator }: { path: string; pattern?: string; user?: CurrentUser | null },
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(CURRENT_USER_KEY, user);
  // Any other address renders nothing (a link followed, a redirect).
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
