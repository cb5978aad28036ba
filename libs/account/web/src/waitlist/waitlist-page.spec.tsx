import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import axe from 'axe-core';
import { renderWithProviders } from '@bagel/web-testing';
import { TEST_USER } from '@bagel/session/testing';
import { ADMISSION_CHECK_MS } from './use-admission-check';
import { WaitlistPage } from './waitlist-page';

function renderWaitlist(signOut: () => Promise<void>) {
  return renderWithProviders(
    <Routes>
      <Route path="/waitlist" element={<WaitlistPage />} />
      <Route path="/" element={<h1>Landing</h1>} />
    </Routes>,
    { route: '/waitlist', session: { user: null, signOut } },
  );
}

describe('WaitlistPage', () => {
  it('explains the waitlist and signs out to the landing page', async () => {
    const signOut = vi.fn(async () => undefined);
    const { user, container } = renderWaitlist(signOut);

    expect(screen.getByRole('heading', { level: 1, name: "You're on the waitlist" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What this means' })).toBeInTheDocument();
    // jsdom cannot compute colours; the e2e run checks contrast in Chromium.
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('still leaves when the server does not confirm the sign-out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWaitlist(async () => Promise.reject(new Error('Network error')));

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});

describe('WaitlistPage while it is open', () => {
  afterEach(() => vi.useRealTimers());

  it('asks edge for the session every 30 seconds while in view, and again when the tab comes back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const refresh = vi.fn(async () => undefined);
    renderWithProviders(<WaitlistPage />, { route: '/waitlist', session: { user: { ...TEST_USER, role: 'waitlist' }, refresh } });

    expect(screen.getByRole('heading', { level: 2, name: 'What happens next' })).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(ADMISSION_CHECK_MS);
    expect(refresh).toHaveBeenCalledTimes(1);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await vi.advanceTimersByTimeAsync(ADMISSION_CHECK_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refresh).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
  });
});
