import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { AppTestProviders, type AppTestOptions } from './app-test-providers';

export type RenderWithProvidersResult = RenderResult & { user: UserEvent };

/** Renders inside the app's providers: theme, a fresh QueryClient (no retries), a memory router and a test session. */
export function renderWithProviders(ui: ReactElement, options: AppTestOptions = {}): RenderWithProvidersResult {
  const user = userEvent.setup();
  const result = render(ui, { wrapper: ({ children }) => <AppTestProviders {...options}>{children}</AppTestProviders> });
  return { ...result, user };
}
