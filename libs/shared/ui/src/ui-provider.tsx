import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './toast-position.css';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { cssVariablesResolver, theme } from './theme';

/** Styled in toast-position.css. */
const TOASTS_CLASS = 'bagel-toasts';

/**
 * Under Vitest, Mantine runs in its test mode: no transitions, and popovers are not hidden for lacking layout
 * (jsdom measures every element as 0×0).
 */
const mantineEnv = import.meta.env.MODE === 'test' ? 'test' : 'default';

export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={mantineEnv}>
      <Notifications position="top-right" classNames={{ root: TOASTS_CLASS }} />
      {children}
    </MantineProvider>
  );
}
