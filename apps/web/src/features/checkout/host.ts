import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../lib/paths';
import type { PayableType } from './api';

/**
 * The mobile app's web view hosts `/checkout/mobile/...` and closes it when told where to go: the order
 * id (open that order) or null (back to the app's home). React Native's bridge when present, otherwise
 * the embedding window (docs/decisions.md).
 */
interface HostWindow extends Window {
  ReactNativeWebView?: { postMessage(message: string): void };
}

export function tellHost(value: string | null): void {
  const host = window as HostWindow;
  if (host.ReactNativeWebView) host.ReactNativeWebView.postMessage(value ?? 'null');
  else if (window.parent && window.parent !== window) window.parent.postMessage(value, '*');
}

/** 'order' is the payable's own page: the order's, or the cycle's (`/{id}`). */
export type LeaveTarget = 'dashboard' | 'order';

/** The page of the payable: `/pedidos/{id}` or the cycle's `/{id}`. */
export const payablePath = (id: string, type: PayableType): string =>
  type === 'cycle' ? pathTo('cycle', { id }) : pathTo('order', { order_id: id });

/** Leaves the checkout: navigates on the web, tells the host on the mobile variant (never navigates). */
export function useLeave(
  payableId: string,
  mobile: boolean,
  type: PayableType = 'order',
): (target: LeaveTarget) => void {
  const navigate = useNavigate();
  return useCallback(
    (target: LeaveTarget) => {
      if (mobile) tellHost(target === 'order' ? payableId : null);
      else
        navigate(target === 'order' ? payablePath(payableId, type) : pathTo('dashboard'), { replace: true });
    },
    [mobile, navigate, payableId, type],
  );
}
