import { QueryClient, replaceEqualDeep } from '@tanstack/react-query';
import { ApiError } from './api/client';

/**
 * Structural sharing (keep the previous answer's objects where nothing changed) only for acyclic data.
 * JSON:API answers resolve `included` into one shared object per resource, so they can be cyclic (an
 * order's payments point back to the order as their payable): TanStack's deep compare walks such a cycle
 * again at every level, once per branch, which with two payments never ends and freezes the tab.
 * JSON.stringify is the cheap cycle check (it throws on one), small enough for the route budgets.
 */
export function shareStructure(previous: unknown, next: unknown): unknown {
  try {
    JSON.stringify(next);
  } catch {
    return next;
  }
  return replaceEqualDeep(previous, next);
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      structuralSharing: shareStructure,
      // A 4xx won't get better by asking again.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});
