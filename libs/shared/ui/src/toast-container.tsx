import { Notifications } from '@mantine/notifications';

/** Styled in toast-position.css. */
const TOASTS_CLASS = 'bagel-toasts';

/** Where toasts (`showSuccessToast`, `showErrorToast`) appear. */
export function ToastContainer() {
  return <Notifications position="top-right" classNames={{ root: TOASTS_CLASS }} />;
}
