import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications, type NotificationsProps } from '@mantine/notifications';

/** Mantine's toast container with its styles: one lazy chunk, loaded after the first screen. */
export function Toasts(props: NotificationsProps) {
  return <Notifications {...props} />;
}
