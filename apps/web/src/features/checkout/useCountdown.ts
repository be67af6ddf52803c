import { secondsLeft } from '@brilho/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { serverClockQuery } from '../../lib/serverClock';

/**
 * Seconds left in the order's payment window (created_at + 1200 s) on the server's clock, ticking every
 * second; the local clock when the server cannot tell. Null until the server's clock was asked, so the
 * window is never judged over on a wrong local clock.
 */
export function useCountdown(createdAt: string | undefined): number | null {
  const clock = useQuery(serverClockQuery);
  const offset = clock.data;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  if (offset === undefined || !createdAt) return null;
  const created = new Date(createdAt);
  if (Number.isNaN(created.getTime())) return null;
  return secondsLeft(created, new Date(now + offset));
}
