import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './toast-position.css';
import './bagel-emoji/bagel-emoji.css';
import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

/**
 * The toast container (with its transitions, swipe and scroll handling, a tenth of the first load's script) is fetched
 * next to the first page instead of before it. No toast is shown before a page has loaded, and one shown earlier
 * would wait in Mantine's notifications store until the container is in.
 */
const ToastContainer = lazy(() => import('./toast-container').then(({ ToastContainer }) => ({ default: ToastContainer })));

/**
 * Under Vitest, Mantine runs in its test mode: no transitions, and popovers are not hidden for lacking layout
 * (jsdom measures every element as 0×0).
 */
const mantineEnv = import.meta.env.MODE === 'test' ? 'test' : 'default';

export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={mantineEnv}>
      <Suspense fallback={null}>
        <ToastContainer />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
