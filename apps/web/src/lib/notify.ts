import { TOAST_DURATION_MS } from '@brilho/domain';

export type ToastType = 'success' | 'info' | 'error';

export interface Notice {
  message: string;
  /** Default 'info' (spec product §2, Layout). */
  type?: ToastType;
  title?: string;
  /** Default 5 s. */
  durationMs?: number;
}

const COLORS: Record<ToastType, string> = { success: 'teal', info: 'violet', error: 'red' };

// Toasts are their own chunk (kept out of the first download); the providers start loading it at once.
const toastStore = () => import('@mantine/notifications').then((m) => m.notifications);

/** The app's one way to show a toast: `notify({ type: 'success', message })`, top-right, 5 s by default. */
export function notify({ message, type = 'info', title, durationMs = TOAST_DURATION_MS }: Notice): void {
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
