import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { TEST_API_KEY, TEST_USER } from '@bagel/session/testing';
import { renderWithProviders } from '@bagel/web-testing';
import { DashboardPage } from './dashboard-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ONE_DONE = {
  create_dataset: { completed: true },
  create_model: { completed: false },
  fine_tune_model: { completed: false },
  onboarding_completed: false,
};

describe('DashboardPage', () => {
  it("greets the user and lists their checklist from the API with the user's key", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(200, ONE_DONE));
    const { container } = renderWithProviders(<DashboardPage />, { fetch });

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Alice Baker!' })).toBeInTheDocument();
    expect(screen.getByText('Loading your checklist…')).toBeInTheDocument();
    expect(await screen.findByText('1 of 3 done')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Create a dataset (done)',
      'Create a model (not done yet)',
      'Fine-tune a model (not done yet)',
    ]);
    expect(screen.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute('aria-valuenow', '33');

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`http://api.bagel.test/api/v1/onboarding/${TEST_USER.id}`);
    expect(new Headers(init?.headers).get('x-api-key')).toBe(TEST_API_KEY);

    // jsdom cannot compute colours; the e2e run checks contrast in Chromium.
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('says so when onboarding is complete', async () => {
    const all = {
      create_dataset: { completed: true },
      create_model: { completed: true },
      fine_tune_model: { completed: true },
      onboarding_completed: true,
    };
    renderWithProviders(<DashboardPage />, { fetch: async () => json(200, all) });

    expect(await screen.findByText(/You're all set!/)).toBeInTheDocument();
    expect(screen.getByText('3 of 3 done')).toBeInTheDocument();
  });

  it('shows the error and loads again on Try again', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(json(500, { error: 'internal_error', detail: 'The onboarding service is unavailable.' }))
      .mockResolvedValueOnce(json(200, ONE_DONE));
    const { user } = renderWithProviders(<DashboardPage />, { fetch });

    expect(await screen.findByRole('alert')).toHaveTextContent('The onboarding service is unavailable.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('1 of 3 done')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
