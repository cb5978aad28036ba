import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { sendBagels } from '@bagel/wallet-contract';
import { useCurrencyStore } from '@bagel/currency';
import { TEST_USER } from '@bagel/session/testing';
import { type FakeFetch, fakeRoute, type FakeHandler, never, offContractReply, renderWithProviders } from '@bagel/web-testing';
import { BalanceChip } from '../balance/balance-chip';
import { BuyBagelsTooltip } from '../balance/buy-bagels-tooltip';
import { bagelsSent, walletFetch } from '../testing/wallet-fakes';
import { SendBagelPanel } from './send-bagel-panel';
import { TransferFailed } from './transfer-views';

function Harness() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <BalanceChip buyButton={<BuyBagelsTooltip />} />
      <button type="button" onClick={() => setOpened(true)}>
        Open Send Bagel
      </button>
      <SendBagelPanel opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

async function openPanel(sendHandler: FakeHandler<typeof sendBagels> = bagelsSent(987.5), balance = 1000) {
  const fetch = walletFetch(balance, [fakeRoute(sendBagels, sendHandler)]);
  const rendered = renderWithProviders(<Harness />, { fetch });
  await screen.findByTestId('balance-amount');
  await rendered.user.click(screen.getByRole('button', { name: 'Open Send Bagel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send Bagel' });
  const recipient = within(dialog).getByRole('textbox', { name: /Recipient User Name/ });
  const amount = within(dialog).getByRole('textbox', { name: /Bagel Amount/ });
  return { ...rendered, fetch, dialog, recipient, amount };
}

const sends = (fetch: FakeFetch) => fetch.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/send-bagels');

afterEach(() => {
  useCurrencyStore.setState({ currency: 'BGL' });
  localStorage.clear();
});

// Generous: on a busy two-core machine a test with an axe run can take several seconds.
describe('SendBagelPanel', { timeout: 20_000 }, () => {
  it('sends, shows Transfer Complete naming the recipient as stored, and updates the balance in place', async () => {
    const { user, fetch, dialog, recipient, amount } = await openPanel();
    expect(recipient).toHaveAttribute('placeholder', "Enter the recipient's user ID");
    await user.type(recipient, ' BOB ');
    await user.type(amount, '12.5');
    expect(within(dialog).getByText(/Remaining Balance/)).toHaveTextContent('Remaining Balance: 🥯 987.50');
    const balanceReads = () => fetch.requests.filter((r) => r.path.startsWith('/api/v1/users/')).length;
    const readsBeforeSend = balanceReads();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('heading', { name: 'Transfer Complete!' })).toBeInTheDocument();
    expect(within(dialog).getByText("You've successfully sent 🥯 12.50 to bob.")).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: 'Recipient bob' })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: 'New Balance 🥯 987.50' })).toBeInTheDocument();
    expect(sends(fetch)).toHaveLength(1);
    expect(sends(fetch)[0]).toMatchObject({ body: { sender_id: TEST_USER.id, recipient_username: 'BOB', amount: 12.5 } });
    // The chip took the new balance from the reply, without another read.
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('🥯 987.50');
    expect(balanceReads()).toBe(readsBeforeSend);

    const { violations } = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send Bagel' })).not.toBeInTheDocument());
  });

  it('explains empty fields and sends nothing', async () => {
    const { user, fetch, dialog, recipient, amount } = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(recipient).toHaveAccessibleDescription('Recipient username cannot be empty');
    expect(amount).toHaveAccessibleDescription('Amount must be greater than 0');
    expect(sends(fetch)).toHaveLength(0);
  });

  it('shows the shortfall as the amount is typed, never a negative Remaining Balance, and keeps Send disabled', async () => {
    const { user, fetch, dialog, recipient, amount } = await openPanel();
    await user.type(recipient, 'bob');
    await user.type(amount, '1012.5');
    expect(amount).toHaveAccessibleDescription('You need 🥯 12.50 more');
    expect(amount).toBeInvalid();
    const remaining = within(dialog).getByText(/Remaining Balance/);
    expect(remaining).toHaveTextContent(/^Remaining Balance: 🥯 0\.00\. You need 🥯 12\.50 more\.$/);
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(amount, '{Enter}');
    expect(sends(fetch)).toHaveLength(0);

    const { violations } = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    // Back within the balance, the error goes and Send comes back.
    await user.type(amount, '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(amount).toHaveValue('10');
    expect(amount).not.toHaveAccessibleDescription();
    expect(remaining).toHaveTextContent(/^Remaining Balance: 🥯 990\.00$/);
    expect(send).toBeEnabled();
  });

  it('says the shortfall in dollars in USD mode', async () => {
    useCurrencyStore.setState({ currency: 'USD' });
    const { user, dialog, amount } = await openPanel();
    await user.type(amount, '40.5');
    expect(amount).toHaveAccessibleDescription(/You need \$0\.50 more/);
    expect(within(dialog).getByText(/Remaining Balance/)).toHaveTextContent(/^Remaining Balance: \$0\.00\./);
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('takes digits with up to 2 decimals: more are truncated and text becomes 0, typed or pasted (spec §5)', async () => {
    const { user, dialog, amount } = await openPanel();
    await user.type(amount, 'abc');
    expect(amount).toHaveValue('0');
    await user.clear(amount);
    await user.type(amount, '12.345x');
    expect(amount).toHaveValue('12.34');
    expect(within(dialog).getByText(/Remaining Balance/)).toHaveTextContent('🥯 987.66');

    await user.clear(amount);
    await user.paste('5.555');
    expect(amount).toHaveValue('5.55');
    expect(within(dialog).getByText(/Remaining Balance/)).toHaveTextContent('🥯 994.45');
    await user.clear(amount);
    await user.paste('abc');
    expect(amount).toHaveValue('0');
    expect(within(dialog).getByText(/Remaining Balance/)).toHaveTextContent('🥯 1,000.00');
  });

  it('in USD mode reads the amount in dollars and sends it ×25', async () => {
    useCurrencyStore.setState({ currency: 'USD' });
    const { user, fetch, dialog, recipient, amount } = await openPanel(bagelsSent(987.5));
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('$40.00');
    await user.type(recipient, 'bob');
    await user.type(amount, '0.5');
    expect(amount).toHaveAccessibleDescription(/🥯 12.50 will be sent/);
    expect(within(dialog).getByText(/Remaining Balance/)).toHaveTextContent('Remaining Balance: $39.50');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText("You've successfully sent $0.50 to bob.")).toBeInTheDocument();
    expect(sends(fetch)[0]?.body).toMatchObject({ amount: 12.5 });
    expect(within(dialog).getByRole('row', { name: 'New Balance $39.50' })).toBeInTheDocument();
  });

  it("says 'Please wait' while sending, and a double click sends one attempt", async () => {
    const { user, fetch, dialog, recipient, amount } = await openPanel(never);
    await user.type(recipient, 'bob');
    await user.type(amount, '5');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('button', { name: 'Please wait' })).toBeDisabled();
    await user.type(amount, '{Enter}');
    expect(sends(fetch)).toHaveLength(1);
    expect(sends(fetch)[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries a lost reply with the same key, and Try Again starts a new attempt with a new key', async () => {
    let calls = 0;
    const handler: FakeHandler<typeof sendBagels> = (request) => {
      calls += 1;
      if (calls === 1) return { status: 503, body: { error: 'unavailable', detail: 'Try later' } };
      if (calls === 2) return { status: 404, body: { error: 'not_found', detail: 'Recipient not found' } };
      return bagelsSent(995)(request);
    };
    const { user, fetch, dialog, recipient, amount } = await openPanel(handler);
    await user.type(recipient, 'nobody');
    await user.type(amount, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('heading', { name: 'Transfer Failed' })).toBeInTheDocument();
    expect(within(dialog).getByText('Recipient not found')).toBeInTheDocument();
    const [first, retried] = sends(fetch);
    expect(retried?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);

    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(within(dialog).getByRole('textbox', { name: /Recipient User Name/ })).toHaveValue('nobody');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('heading', { name: 'Transfer Complete!' })).toBeInTheDocument();
    const third = sends(fetch)[2];
    expect(third?.headers['idempotency-key']).toBeDefined();
    expect(third?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
  });

  it("shows the server's 422, Cancel closes, and reopening starts afresh", async () => {
    const { user, dialog, recipient, amount } = await openPanel(() => ({
      status: 422,
      body: { error: 'insufficient_balance', detail: 'Insufficient balance' },
    }));
    await user.type(recipient, 'bob');
    await user.type(amount, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Insufficient balance');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send Bagel' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open Send Bagel' }));
    const reopened = await screen.findByRole('dialog', { name: 'Send Bagel' });
    expect(within(reopened).getByRole('textbox', { name: /Recipient User Name/ })).toHaveValue('');
    expect(within(reopened).getByRole('textbox', { name: /Bagel Amount/ })).toHaveValue('');
  });

  it('a reply without the success flag shows the fallback text', async () => {
    const { user, dialog, recipient, amount } = await openPanel(() => offContractReply(200, { success: false }));
    await user.type(recipient, 'bob');
    await user.type(amount, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to send bagels. Please check the recipient username.');
  });

  it('the failure screen has a default text', () => {
    renderWithProviders(<TransferFailed onTryAgain={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('There was an error processing your transfer. Please try again.');
  });
});
