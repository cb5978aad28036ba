import { flushSync } from 'react-dom';
import { notifications } from '@mantine/notifications';

export function showSuccessToast(message: string): void {
  notifications.show({ color: 'teal', message });
}

export interface ErrorToastOptions {
  /** A toast shown with an id replaces the one shown before with it, rather than stacking below it. */
  id?: string;
}

export function showErrorToast(title: string, message: string, { id }: ErrorToastOptions = {}): void {
  // The old toast leaves in a render of its own: shown again at once, Mantine would update it in place, and the new
  // text would inherit what is left of the old one's time on screen.
  if (id !== undefined) flushSync(() => notifications.hide(id));
  notifications.show({ color: 'red', title, message, ...(id === undefined ? {} : { id }) });
}

/** Takes away the toast shown with this id, if it is still there. */
export function hideToast(id: string): void {
  notifications.hide(id);
}
