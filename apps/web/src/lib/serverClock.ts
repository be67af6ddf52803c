import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api/client';

// Server time (spec: the scheduling rules run against the server's clock; local time when it fails).

/** Milliseconds to add to the local clock to read the server's; 0 when the server cannot tell. */
export const serverClockQuery = queryOptions({
  queryKey: ['server-time'],
  queryFn: async (): Promise<number> => {
    try {
      const answer = await apiRequest<{ current_time?: string }>('/what-time-is-it');
      const server = Date.parse(answer?.current_time ?? '');
      return Number.isFinite(server) ? server - Date.now() : 0;
    } catch {
      return 0;
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** The server's "now" (null while it is asked for the first time). */
export function useNow(): Date | null {
  const clock = useQuery(serverClockQuery);
  return clock.data === undefined ? null : new Date(Date.now() + clock.data);
}
