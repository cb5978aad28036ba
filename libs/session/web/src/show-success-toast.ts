import { notifications } from '@mantine/notifications';

export function showSuccessToast(message: string): void {
  notifications.show({ color: 'teal', message });
}
