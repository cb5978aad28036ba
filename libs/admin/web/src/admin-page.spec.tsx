import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { renderWithProviders } from '@bagel/web-testing';
import { AdminPage } from './admin-page';

type Fetch = typeof globalThis.fetch;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('AdminPage', () => {
  it('shows the setting and saves a flip through POST /api/settings', async () => {
    const saved = deferred<Response>();
    const fetch = vi.fn<Fetch>(async (_input, init) => (init?.method === 'POST' ? saved.promise : Response.json({ enabled: true })));
    const { user, container } = renderWithProviders(<AdminPage />, { fetch });

    const toggle = await screen.findByRole('switch', { name: /Waitlist restriction/ });
    expect(toggle).toBeChecked();
    await user.click(toggle);

    // While saving: the requested position, locked, with a saving indicator.
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(screen.getByLabelText('Saving')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect(url).toBe('/api/settings');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ waitlistEnabled: false });

    saved.resolve(Response.json({ enabled: false }));
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();

    // jsdom cannot compute colours; the e2e run checks contrast in Chromium.
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('reads exactly "Failed to update waitlist setting" and keeps the server value when saving fails', async () => {
    const fetch = vi.fn<Fetch>(async (_input, init) =>
      init?.method === 'POST'
        ? Response.json({ error: 'internal_error', detail: 'boom' }, { status: 500 })
        : Response.json({ enabled: false }),
    );
    const { user } = renderWithProviders(<AdminPage />, { fetch });

    const toggle = await screen.findByRole('switch', { name: /Waitlist restriction/ });
    await user.click(toggle);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to update waitlist setting$/);
    expect(toggle).not.toBeChecked();
  });

  it('reads exactly "Failed to fetch waitlist setting" and loads again on Try again', async () => {
    const fetch = vi
      .fn<Fetch>()
      .mockResolvedValueOnce(Response.json({ error: 'internal_error', detail: 'boom' }, { status: 500 }))
      .mockResolvedValueOnce(Response.json({ enabled: true }));
    const { user } = renderWithProviders(<AdminPage />, { fetch });

    expect(await screen.findByText('Failed to fetch waitlist setting')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('switch', { name: /Waitlist restriction/ })).toBeChecked();
  });
});
