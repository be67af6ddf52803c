import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { serverClockQuery } from './serverClock';

/**
 * The server's "now" (`/what-time-is-it`, local clock when it cannot tell), re-read every `tickMs` so
 * labels, countdowns and the action rules move on by themselves. Null until the server was asked once, so
 * no rule is judged on a wrong local clock.
 */
export function useServerNow(tickMs = 1_000): Date | null {
  const clock = useQuery(serverClockQuery);
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setLocal(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return clock.data === undefined ? null : new Date(local + clock.data);
}
