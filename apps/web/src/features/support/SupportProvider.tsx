import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { SupportContext, type SupportTab } from '../../components/support';
import type { CurrentUser } from '../../lib/session';
import classes from './support.module.css';

// Both are their own chunks: the modal (with the contact form's validation) loads when first opened, the
// button after the page, so neither weighs on a page's first load.
const SupportModal = lazy(() => import('./SupportModal').then((m) => ({ default: m.SupportModal })));
const ChatButton = lazy(() => import('./ChatButton').then((m) => ({ default: m.ChatButton })));

/**
 * The layout's support ("Layout"): the modal with the contact form and the chat, and,
 * for a signed-in customer, the floating chat button. `useOpenSupport()` opens it from anywhere below.
 */
export function SupportProvider({
  user,
  showButton,
  children,
}: {
  user: Pick<CurrentUser, 'email' | 'role'> | null;
  showButton: boolean;
  children: ReactNode;
}) {
  const [state, setState] = useState<{ opened: boolean; tab: SupportTab }>({ opened: false, tab: 'form' });
  // Mounted from the first opening on (not before: that would fetch its chunk), so closing animates.
  const [wanted, setWanted] = useState(false);
  const open = useCallback((tab: SupportTab = 'form') => {
    setWanted(true);
    setState({ opened: true, tab });
  }, []);
  const value = useMemo(() => open, [open]);
  const customer = user?.role === 'customer';
  return (
    <SupportContext.Provider value={value}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <SupportModal
            user={user}
            tab={state.tab}
            opened={state.opened}
            onTab={(tab) => setState({ opened: true, tab })}
            onClose={() => setState((current) => ({ ...current, opened: false }))}
          />
        </Suspense>
      )}
      {customer && showButton && (
        <>
          {/* Reserves the button's room at once, so the page does not move when it arrives. */}
          <div className={classes.buttonRoom} aria-hidden="true" />
          <Suspense fallback={null}>
            <ChatButton chatVisible={state.opened && state.tab === 'chat'} onOpen={() => open('chat')} />
          </Suspense>
        </>
      )}
    </SupportContext.Provider>
  );
}
