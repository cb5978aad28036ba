import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { listRoleChanges } from '@bagel/account-contract';
import { listUsers } from '@bagel/api-keys-contract';
import { getSettings, updateSettings } from '@bagel/contract';
import { fundReferralPool, getReferralPool } from '@bagel/referrals-contract';
import { fakeFetch, fakeRoute, type ErrorReply, type FakeReply, renderWithProviders, type RouteFake } from '@bagel/web-testing';
import { AdminPage } from './admin-page';
import { POOL_FETCH_FAILED, POOL_FUND_FAILED, POOL_TOO_LOW } from './referral-pool-panel';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const FAILURE: ErrorReply = { status: 500, body: { error: 'internal_error', detail: 'boom' } };

/** edge's setting and api's pool; each handler may be replaced. */
function servers(handlers: RouteFake[] = []) {
  return fakeFetch([
    fakeRoute(getSettings, () => ({ body: { enabled: true } })),
    fakeRoute(getReferralPool, () => ({ body: { balance: 25_000 } })),
    fakeRoute(listUsers, () => ({ body: { users: [], total: 0, page: 1, page_size: 20 } })),
    fakeRoute(listRoleChanges, () => ({ body: { changes: [] } })),
    ...handlers,
  ]);
}

const poolSection = () => screen.getByRole('region', { name: 'Referral pool' });

describe('AdminPage', () => {
  it('shows the setting and saves a flip through POST /api/settings', async () => {
    const saved = deferred<FakeReply<typeof updateSettings>>();
    const fetch = servers([fakeRoute(updateSettings, () => saved.promise)]);
    const { user, container } = renderWithProviders(<AdminPage />, { fetch });

    const toggle = await screen.findByRole('switch', { name: /Waitlist restriction/ });
    expect(toggle).toBeChecked();
    await user.click(toggle);

    // While saving: the requested position, locked, with a saving indicator.
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(screen.getByLabelText('Saving')).toBeInTheDocument();
    const posted = fetch.requests.filter((request) => request.method === 'POST');
    expect(posted).toMatchObject([{ path: '/api/settings', body: { waitlistEnabled: false } }]);

    saved.resolve({ body: { enabled: false } });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();

    // jsdom cannot compute colours; the e2e run checks contrast in Chromium.
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('reads exactly "Failed to update waitlist setting" and keeps the server value when saving fails', async () => {
    const fetch = servers([fakeRoute(getSettings, () => ({ body: { enabled: false } })), fakeRoute(updateSettings, () => FAILURE)]);
    const { user } = renderWithProviders(<AdminPage />, { fetch });

    const toggle = await screen.findByRole('switch', { name: /Waitlist restriction/ });
    await user.click(toggle);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to update waitlist setting$/);
    expect(toggle).not.toBeChecked();
  });

  it('reads exactly "Failed to fetch waitlist setting" and loads again on Try again', async () => {
    let failures = 1;
    const fetch = servers([fakeRoute(getSettings, () => (failures-- > 0 ? FAILURE : { body: { enabled: true } }))]);
    const { user } = renderWithProviders(<AdminPage />, { fetch });

    expect(await screen.findByText('Failed to fetch waitlist setting')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('switch', { name: /Waitlist restriction/ })).toBeChecked();
  });

  it("shows the referral pool's balance and adds Bagels to it with an Idempotency-Key, clearing the field", async () => {
    const fetch = servers([
      fakeRoute(fundReferralPool, ({ body }) => ({ body: { balance: 25_000 + (body as { amount: number }).amount } })),
    ]);
    const { user } = renderWithProviders(<AdminPage />, { fetch });

    expect(await within(poolSection()).findByLabelText('Balance 🥯 25,000.00')).toBeInTheDocument();
    expect(poolSection()).toHaveTextContent('($1,000.00)');
    const amount = within(poolSection()).getByRole('textbox', { name: /Bagels to add/ });
    await user.type(amount, '1250.5');
    await user.click(within(poolSection()).getByRole('button', { name: 'Add to pool' }));

    expect(await within(poolSection()).findByLabelText('Balance 🥯 26,250.50')).toBeInTheDocument();
    expect(amount).toHaveValue('');
    const [funding] = fetch.requests.filter((request) => request.method === 'POST');
    expect(funding).toMatchObject({ path: fundReferralPool.path, body: { amount: 1250.5 } });
    expect(funding?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('checks the amount before sending it, and keeps it when adding fails', async () => {
    const fetch = servers([fakeRoute(fundReferralPool, () => FAILURE)]);
    const { user } = renderWithProviders(<AdminPage />, { fetch });
    const add = await within(await screen.findByRole('region', { name: 'Referral pool' })).findByRole('button', { name: 'Add to pool' });

    await user.click(add);
    expect(within(poolSection()).getByText('Enter how many Bagels to add')).toBeInTheDocument();
    const amount = within(poolSection()).getByRole('textbox', { name: /Bagels to add/ });
    await user.type(amount, '0');
    await user.click(add);
    expect(within(poolSection()).getByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(fetch.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(add);
    expect(await within(poolSection()).findByText(POOL_FUND_FAILED)).toBeInTheDocument();
    expect(amount).toHaveValue('100');
  });

  it('warns when the pool cannot pay a bonus, and loads it again after a failed fetch', async () => {
    let failures = 1;
    const fetch = servers([fakeRoute(getReferralPool, () => (failures-- > 0 ? FAILURE : { body: { balance: 100 } }))]);
    const { user } = renderWithProviders(<AdminPage />, { fetch });

    const section = await screen.findByRole('region', { name: 'Referral pool' });
    expect(await within(section).findByText(POOL_FETCH_FAILED)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText(POOL_TOO_LOW)).toBeInTheDocument();
    expect(within(section).getByLabelText('Balance 🥯 100.00')).toBeInTheDocument();
  });
});
