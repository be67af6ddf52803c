import { DEBOUNCE_MS } from '@brilho/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { STORAGE_PREFIX } from '../../../lib/session';

/** Where an order's reason is kept between openings of the modal (swept at logout with the prefix). */
export const reasonKey = (orderId: string): string => `${STORAGE_PREFIX}order-reason.${orderId}`;

function readStored(orderId: string): string {
  try {
    return window.sessionStorage.getItem(reasonKey(orderId)) ?? '';
  } catch {
    return '';
  }
}

function store(orderId: string, reason: string): void {
  try {
    if (reason) window.sessionStorage.setItem(reasonKey(orderId), reason);
    else window.sessionStorage.removeItem(reasonKey(orderId));
  } catch {
    // Storage turned off: the reason still lives in the wizard until it closes.
  }
}

/**
 * The cancellation reason (cancellation and reschedule rules, the business constants: reason debounce 1000 ms): what is typed shows at once;
 * 1 s after typing stops it becomes the reason the ticket carries and is kept for this order, so closing
 * and reopening the modal does not lose it. `flush()` commits at once (the customer pressed a button).
 */
export function useReason(orderId: string) {
  const [text, setText] = useState(() => readStored(orderId));
  const [reason, setReason] = useState(text);
  const latest = useRef(text);
  latest.current = text;

  useEffect(() => {
    if (text === reason) return;
    const timer = setTimeout(() => {
      setReason(text);
      store(orderId, text);
    }, DEBOUNCE_MS.reason);
    return () => clearTimeout(timer);
  }, [text, reason, orderId]);

  const flush = useCallback((): string => {
    const value = latest.current.trim();
    setReason(latest.current);
    store(orderId, latest.current);
    return value;
  }, [orderId]);

  /** After the ticket is sent, the kept reason has done its job. */
  const clear = useCallback(() => {
    setText('');
    setReason('');
    store(orderId, '');
  }, [orderId]);

  return { text, setText, reason, flush, clear };
}
