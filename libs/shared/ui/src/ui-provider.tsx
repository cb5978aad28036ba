import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './toast-position.css';
import './bagel-emoji/bagel-emoji.css';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { cssVariablesResolver, theme } from './theme';

/**
 * The toast container (with its transitions, swipe and scroll handling, a tenth of the first load's script) is fetched
 * with the first toast, not with every page: the toast waits in Mantine's notifications store until the container is
 * in, and the container stays from then on.
 */
const ToastContainer = lazy(() => import('./toast-container').then(({ ToastContainer }) => ({ default: ToastContainer })));

function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}

/**
 * Under Vitest, Mantine runs in its test mode: no transitions, and popovers are not hidden for lacking layout
 * (jsdom measures every element as 0×0).
 */
const mantineEnv = import.meta.env.MODE === 'test' ? 'test' : 'default';

export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={mantineEnv}>
      <Toasts />
      {children}
    </MantineProvider>
  );
}
