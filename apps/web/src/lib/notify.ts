import { TOAST_DURATION_MS } from '@brilho/domain';
import { notifications } from '@mantine/notifications';

export type ToastType = 'success' | 'info' | 'error';

const COLORS: Record<ToastType, string> = { success: 'teal', info: 'violet', error: 'red' };

/** The app's toasts: success, info (default) or error, 5 s, top-right (set on the provider). */
export function notify(
  message: string,
  options: { type?: ToastType; title?: string; durationMs?: number } = {},
): void {
  const type = options.type ?? 'info';
  notifications.show({
    message,
    title: options.title,
    color: COLORS[type],
    autoClose: options.durationMs ?? TOAST_DURATION_MS,
    withBorder: true,
  });
}
