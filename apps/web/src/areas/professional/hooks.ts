import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type ChannelData, useChannel } from '../../lib/cable';
import { notify } from '../../lib/notify';
import { texts } from '../../words/professional';
import { OFFERS_KEY, PROFESSIONAL_KEY, serverOffsetQuery } from './api';

/** The browser's clock, ticking every `tickMs`, moved by `offsetMs` (the server's clock). */
export function useTicking(offsetMs: number | undefined, tickMs = 1_000): number | null {
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setLocal(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return offsetMs === undefined ? null : local + offsetMs;
}

/** The server's "now", re-read every `tickMs`; null until the server was asked once. */
export function useServerNow(tickMs = 1_000): Date | null {
  const offset = useQuery(serverOffsetQuery).data;
  const now = useTicking(offset, tickMs);
  return now === null ? null : new Date(now);
}

const NOTICES: Record<string, string> = {
  new_offer: texts.newOffer,
  new_order: texts.newOrder,
  order_cancelled: texts.orderCancelled,
  order_rescheduled: texts.orderRescheduled,
};

/**
 * The professional's live channel (ProfessionalChannel, keyed by the professional id): a new offer, a
 * taken one, a new, cancelled or rescheduled job re-reads what it changes at once, and the news that
 * matter get a toast ('Nova oferta de limpeza!'). A taken offer just disappears.
 */
export function useProfessionalLive(professionalId: string | null): void {
  const queryClient = useQueryClient();
  useChannel('ProfessionalChannel', professionalId, (data: ChannelData) => {
    const state = data.to_state ?? '';
    if (state === 'new_offer' || state === 'offer_taken')
      void queryClient.invalidateQueries({ queryKey: OFFERS_KEY });
    else void queryClient.invalidateQueries({ queryKey: PROFESSIONAL_KEY });
    const notice = NOTICES[state];
    if (notice) notify({ type: state === 'order_cancelled' ? 'error' : 'info', message: notice });
  });
}
