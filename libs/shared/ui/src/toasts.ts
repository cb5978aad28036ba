import { notifications } from '@mantine/notifications';

export function showSuccessToast(message: string): void {
  notifications.show({ color: 'teal', message });
}

export function showErrorToast(title: string, message: string): void {
  notifications.show({ color: 'red', title, message });
}
