import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { ApiError } from '@bagel/api-client';
import { useCurrencyStore } from '@bagel/session';
import { TEST_API_KEY, TEST_USER } from '@bagel/session/testing';
import { renderWithProviders, type FakeHandler } from '@bagel/web-testing';
import { todayIsoDate } from '@bagel/util';
import { EMPTY_SUMMARY, FIXED_NOW, historyFetch, page, SAMPLE_TRANSACTIONS } from '../testing/transaction-fakes';
import { TransactionHistoryPanel } from './transaction-history-panel';
import { shouldRetryTransactions } from './use-transactions';

function open(handler: FakeHandler) {
  const fetch = historyFetch(handler);
  const rendered = renderWithProviders(<TransactionHistoryPanel opened onClose={() => undefined} now={FIXED_NOW} />, { fetch });
  return { ...rendered, fetch, dialog: screen.getByRole('dialog', { name: 'Transaction History' }) };
}

afterEach(() => {
  useCurrencyStore.setState({ currency: 'BGL' });
});

describe('TransactionHistoryPanel', () => {
  it('loads, then shows the summary and the day groups with signed amounts', async () => {
    const { dialog, fetch } = open(() => page(SAMPLE_TRANSACTIONS));
    expect(within(dialog).getByRole('status', { name: 'Loading transactions' })).toBeInTheDocument();

    const today = await within(dialog).findByRole('region', { name: 'Today' });
    expect(fetch.requests[0]).toMatchObject({ path: `/api/v1/transactions/${TEST_USER.id}`, headers: expect.objectContaining({ 'x-api-key': TEST_API_KEY }) });
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Today', 'Yesterday', 'March 1, 2025', 'Invalid Date']);
    expect(within(today).getByText('2:07 PM')).toBeInTheDocument();

    const sent = within(today).getByText(/−🥯 12.50/);
    expect(sent).toHaveTextContent('Spent −🥯 12.50');
    expect(sent).toHaveAttribute('data-direction', 'debit');
    const bought = within(today).getByText(/\+🥯 250.00/);
    expect(bought).toHaveTextContent('Received +🥯 250.00');
    expect(bought).toHaveAttribute('data-direction', 'credit');
    expect(within(within(dialog).getByRole('region', { name: 'March 1, 2025' })).getByText(/\+🥯 5.00/)).toBeInTheDocument();
    expect(within(within(dialog).getByRole('region', { name: 'Yesterday' })).getByText(/−🥯 40.00/)).toBeInTheDocument();

    expect(within(dialog).getByText('Fine-tuning').nextSibling).toHaveTextContent('🥯 40.00');
    expect(within(dialog).getByText('Bagels transferred').nextSibling).toHaveTextContent('🥯 12.50');

    const { violations } = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('shows amounts and the summary in dollars in USD mode', async () => {
    useCurrencyStore.setState({ currency: 'USD' });
    const { dialog } = open(() => page(SAMPLE_TRANSACTIONS));
    expect(await within(dialog).findByText(/\+\$10.00/)).toBeInTheDocument();
    expect(within(dialog).getByText('Fine-tuning').nextSibling).toHaveTextContent('$1.60');
  });

  it('has different empty texts without and with filters', async () => {
    const { dialog, user, fetch } = open(() => page([], null, EMPTY_SUMMARY));
    expect(await within(dialog).findByText("You don't have any transactions yet.")).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Refund' }));
    expect(await within(dialog).findByText('No transactions match your filters.')).toBeInTheDocument();
    expect(fetch.requests.at(-1)?.query.get('type')).toBe('refund');
  });

  it('debounces the search by 300 ms', async () => {
    const { dialog, user, fetch } = open(() => page(SAMPLE_TRANSACTIONS));
    await within(dialog).findByRole('region', { name: 'Today' });
    const search = within(dialog).getByRole('textbox', { name: 'Search' });
    await user.type(search, 'bob');
    const typedAt = performance.now();
    expect(fetch.requests).toHaveLength(1);
    await waitFor(() => expect(fetch.requests).toHaveLength(2));
    expect(performance.now() - typedAt).toBeGreaterThanOrEqual(290);
    // One read for the whole word, not one per keystroke.
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(fetch.requests).toHaveLength(2);
    expect(fetch.requests[1]?.query.get('q')).toBe('bob');
  });

  it('refuses a future date and filters by one day', async () => {
    const { dialog, user, fetch } = open(() => page(SAMPLE_TRANSACTIONS));
    await within(dialog).findByRole('region', { name: 'Today' });
    const date = within(dialog).getByLabelText('Date');
    expect(date).toHaveAttribute('max', todayIsoDate());
    await user.type(date, '2999-01-01');
    expect(date).toHaveAccessibleDescription('The date cannot be in the future');
    expect(fetch.requests).toHaveLength(1);
    await user.clear(date);
    await user.type(date, '2025-03-01');
    await waitFor(() => expect(fetch.requests.at(-1)?.query.get('from')).toBe('2025-03-01'));
    expect(fetch.requests.at(-1)?.query.get('to')).toBe('2025-03-01');
  });

  it('loads more pages with the cursor', async () => {
    const { dialog, user, fetch } = open((request) =>
      request.query.get('cursor') === 'c2' ? page(SAMPLE_TRANSACTIONS.slice(3, 4)) : page(SAMPLE_TRANSACTIONS.slice(0, 2), 'c2'),
    );
    await within(dialog).findByRole('region', { name: 'Today' });
    expect(within(dialog).queryByRole('region', { name: 'March 1, 2025' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(await within(dialog).findByRole('region', { name: 'March 1, 2025' })).toBeInTheDocument();
    expect(fetch.requests[1]?.query.get('cursor')).toBe('c2');
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("shows 'Error Loading Transactions' with the message, and Try Again recovers", async () => {
    let healthy = false;
    const { dialog, user } = open(() => (healthy ? page(SAMPLE_TRANSACTIONS) : { status: 403, body: { error: 'forbidden', detail: 'This key cannot read that history' } }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Error Loading Transactions')).toBeInTheDocument();
    expect(alert).toHaveTextContent('This key cannot read that history');
    healthy = true;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByRole('region', { name: 'Today' })).toBeInTheDocument();
  });
});

describe('retry policy', () => {
  it('retries a 5xx up to 3 times and never a 4xx or a network failure', () => {
    const serverError = new ApiError({ status: 503, error: 'unavailable', detail: 'Down' });
    expect([0, 1, 2, 3].map((count) => shouldRetryTransactions(count, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetryTransactions(0, new ApiError({ status: 404, error: 'not_found', detail: 'No' }))).toBe(false);
    expect(shouldRetryTransactions(0, new Error('boom'))).toBe(false);
  });

  it('waits 1 s between tries, and shares one fetch between identical reads', async () => {
    let calls = 0;
    const { dialog, fetch } = open(() => (++calls <= 2 ? { status: 500, body: { error: 'internal', detail: 'Oops' } } : page(SAMPLE_TRANSACTIONS)));
    expect(await within(dialog).findByRole('region', { name: 'Today' }, { timeout: 4000 })).toBeInTheDocument();
    expect(fetch.requests).toHaveLength(3);
  });
});
