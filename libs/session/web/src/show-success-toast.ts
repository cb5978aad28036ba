import { notifications } from '@mantine/notifications';

export function showSuccessToast(message: string): void {
  // Mantine's toast close button has no accessible name of its own (axe: critical).
  notifications.show({ color: 'teal', message, closeButtonProps: { 'aria-label': 'Close notification' } });
}
