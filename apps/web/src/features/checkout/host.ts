import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../app/paths';

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

export type LeaveTarget = 'dashboard' | 'order';

/** Leaves the checkout: navigates on the web, tells the host on the mobile variant (never navigates). */
export function useLeave(orderId: string, mobile: boolean): (target: LeaveTarget) => void {
  const navigate = useNavigate();
  return useCallback(
    (target: LeaveTarget) => {
      if (mobile) tellHost(target === 'order' ? orderId : null);
      else
        navigate(target === 'order' ? pathTo('order', { order_id: orderId }) : pathTo('dashboard'), {
          replace: true,
        });
    },
    [mobile, navigate, orderId],
  );
}
