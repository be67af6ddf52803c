import './mantine-styles';
import './global.css';
import { TOAST_DURATION_MS } from '@brilho/domain/constants';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { showPendingNotice, TOAST_LIMIT, TOAST_POSITION, toastContainer } from '../lib/notify';
import { queryClient } from '../lib/queryClient';
import { cssVariablesResolver, theme } from './theme';

// The toast container (and its transitions) is its own chunk, mounted with the first toast; `notify` only needs
// the store, and toasts shown before the container arrives are kept there and appear when it mounts.
const Notifications = lazy(() => import('./Toasts').then((m) => ({ default: m.Toasts })));

/**
 * The nonce the server put in this page (meta csp-nonce): the Content-Security-Policy accepts Mantine's
 * run-time <style> tags only with it. Absent under Vite's dev server and in tests, where no policy applies.
 */
const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
const getStyleNonce = styleNonce ? () => styleNonce : undefined;
// Mantine's modals lock scrolling with react-remove-scroll, whose own <style> tag takes its nonce from this
// global (the get-nonce convention).
if (styleNonce) (window as { __webpack_nonce__?: string }).__webpack_nonce__ = styleNonce;

/** Mantine (theme, pt-BR dates with Monday first, toasts top-right 5 s) and TanStack Query. */
export function Providers({ children }: { children: ReactNode }) {
  // A message left for this page load (e.g. 'Não autorizado' after a 401 and the reload).
  useEffect(showPendingNotice, []);
  const toastsShown = useSyncExternalStore(toastContainer.subscribe, toastContainer.wanted);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      {...(getStyleNonce ? { getStyleNonce } : {})}
    >
      <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          {toastsShown && (
            <Suspense fallback={null}>
              {/* At most two toasts at once (the rest wait their turn): three stacked hid the page's heading
                  on a phone. */}
              <Notifications position={TOAST_POSITION} autoClose={TOAST_DURATION_MS} limit={TOAST_LIMIT} />
            </Suspense>
          )}
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
