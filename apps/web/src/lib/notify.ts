import { TOAST_DURATION_MS } from '@brilho/domain/constants';

export type ToastType = 'success' | 'info' | 'error';

export interface Notice {
  message: string;
  /** Default 'info' (the screens, Layout). */
  type?: ToastType;
  title?: string;
  /** Default 5 s. */
  durationMs?: number;
}

const COLORS: Record<ToastType, string> = { success: 'teal', info: 'violet', error: 'red' };

/** Toasts shown at once; more queue behind them (three stacked hid the page's heading on a phone). */
export const TOAST_LIMIT = 2;
export const TOAST_POSITION = 'top-right';

// Toasts are their own chunk (kept out of the first download); the providers start loading it at once.
// The container tells the store its limit only once it has mounted, and the store sorts toasts into shown and
// queued as each arrives: a toast shown before the container (lazy) would be sorted by Mantine's default of 5.
// So the store gets the limit and position before the first toast.
const toastStore = () =>
  import('@mantine/notifications').then((m) => {
    const state = m.notificationsStore.getState();
    if (state.limit !== TOAST_LIMIT || state.defaultPosition !== TOAST_POSITION)
      m.notificationsStore.setState({ ...state, limit: TOAST_LIMIT, defaultPosition: TOAST_POSITION });
    return m.notifications;
  });

// The toast container (its chunk, its render) waits for the first toast, which the store keeps until it mounts:
// a page that shows none never pays for it during its boot (decision 0123).
let containerWanted = false;
const containerListeners = new Set<() => void>();

/** Whether a toast was ever asked for, for `useSyncExternalStore` (the providers mount the container then). */
export const toastContainer = {
  subscribe(listener: () => void): () => void {
    containerListeners.add(listener);
    return () => containerListeners.delete(listener);
  },
  wanted: (): boolean => containerWanted,
};

function wantContainer(): void {
  if (containerWanted) return;
  containerWanted = true;
  for (const listener of containerListeners) listener();
}

/** The app's one way to show a toast: `notify({ type: 'success', message })`, top-right, 5 s by default. */
export function notify({ message, type = 'info', title, durationMs = TOAST_DURATION_MS }: Notice): void {
  wantContainer();
  void toastStore().then((notifications) =>
    notifications.show({
      message,
      title,
      color: COLORS[type],
      autoClose: durationMs,
      withBorder: true,
      closeButtonProps: { 'aria-label': 'Fechar' },
      // Errors interrupt a screen reader; the rest wait their turn.
      role: type === 'error' ? 'alert' : 'status',
    }),
  );
}

// Deliberately outside the `brilho.` prefix that logout sweeps: it is written right after a logout.
const PENDING_KEY = 'brilho-pending-notice';

/** A toast for the page that loads next (e.g. 'Não autorizado' across the reload after a 401). */
export function notifyAfterReload(notice: Notice): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(notice));
  } catch {
    // Storage turned off: the reload happens without the message.
  }
}

/** Shows the toast left by `notifyAfterReload`, once. Called when the app starts. */
export function showPendingNotice(): void {
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    if (!raw) return;
    window.sessionStorage.removeItem(PENDING_KEY);
    notify(JSON.parse(raw) as Notice);
  } catch {
    // A malformed or unreadable notice is dropped.
  }
}
