import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { ApiError } from '@bagel/api-client';
import { useCurrencyStore } from '@bagel/currency';
import { TEST_API_KEY, TEST_USER } from '@bagel/session/testing';
import { getTransactions } from '@bagel/transactions-contract';
import { renderWithProviders, type FakeHandler, never } from '@bagel/web-testing';
import { todayIsoDate } from '@bagel/util';
import { EMPTY_SUMMARY, FINE_TUNING_DESCRIPTION, FIXED_NOW, historyFetch, page, SAMPLE_TRANSACTIONS } from '../testing/transaction-fakes';
import { SEARCH_DEBOUNCE_MS } from './transaction-filters';
import { TransactionHistoryPanel } from './transaction-history-panel';
import { shouldRetryTransactions } from './use-transactions';

function open(handler: FakeHandler<typeof getTransactions>) {
  const fetch = historyFetch(handler);
  const rendered = renderWithProviders(<TransactionHistoryPanel opened onClose={() => undefined} now={FIXED_NOW} />, { fetch });
  return { ...rendered, fetch, dialog: screen.getByRole('dialog', { name: 'Transaction History' }) };
}

afterEach(() => {
  useCurrencyStore.setState({ currency: 'BGL' });
});

// Generous: on a busy two-core machine a test with an axe run can take several seconds.
describe('TransactionHistoryPanel', { timeout: 20_000 }, () => {
  it('loads, then shows the summary and the day groups with signed amounts', async () => {
    const { dialog, fetch } = open(() => page(SAMPLE_TRANSACTIONS));
    expect(within(dialog).getByRole('status', { name: 'Loading transactions' })).toBeInTheDocument();

    const today = await within(dialog).findByRole('region', { name: 'Today' });
    expect(fetch.requests[0]).toMatchObject({
      path: `/api/v1/transactions/${TEST_USER.id}`,
      headers: expect.objectContaining({ 'x-api-key': TEST_API_KEY }),
    });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Today', 'Yesterday', 'March 1, 2025', 'Invalid Date']);
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

  it('shows skeleton summary cards and skeleton rows shaped like the list while the first page loads, announced as loading', async () => {
    const { dialog } = open(never);
    const status = within(dialog).getByRole('status', { name: 'Loading transactions' });
    expect(status).toHaveTextContent('Loading transactions…');
    // Two days of rows (3 and 2) under their headings, hidden from screen readers, which hear the status.
    const skeleton = within(status).getByTestId('transaction-list-skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect([...skeleton.children].map((day) => day.lastElementChild?.children.length)).toEqual([3, 2]);
    // The seven summary cards are in place with their labels, their values still skeletons.
    const summary = within(dialog).getByText('Fine-tuning').closest('dl');
    expect(summary).toHaveAttribute('aria-hidden', 'true');
    expect(summary?.querySelectorAll('dt')).toHaveLength(7);
    for (const value of summary?.querySelectorAll('dd') ?? []) expect(value.firstElementChild).toHaveAttribute('data-visible', 'true');
    // The filters are there and usable.
    expect(within(dialog).getByRole('textbox', { name: 'Search' })).toBeEnabled();
  });

  it('opens a row in a detail view with everything known about it; Escape goes back to the list', async () => {
    const { dialog, user } = open(() => page(SAMPLE_TRANSACTIONS));
    const yesterday = await within(dialog).findByRole('region', { name: 'Yesterday' });
    const row = within(yesterday).getByRole('button', { name: /^Fine-tuning llama3-support-bot/ });
    expect(row).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(row);

    const detail = await screen.findByRole('dialog', { name: 'Transaction details' });
    const detailRow = (name: string | RegExp) => within(detail).getByRole('row', { name });
    expect(detailRow(`Description ${FINE_TUNING_DESCRIPTION}`)).toBeInTheDocument();
    expect(detailRow(/^Amount/)).toHaveTextContent(/^AmountSpent −🥯 40.00$/);
    const amount = within(detailRow(/^Amount/)).getByText(/−🥯 40.00/);
    expect(amount).toHaveAttribute('data-direction', 'debit');
    expect(detailRow('Type Payment')).toBeInTheDocument();
    expect(detailRow('Status Completed')).toBeInTheDocument();
    expect(detailRow('Date Yesterday, 6:45 PM')).toBeInTheDocument();
    expect(detailRow('Asset llama3-support-bot')).toBeInTheDocument();
    expect(detailRow('Dataset ds-support-tickets')).toBeInTheDocument();
    expect(detailRow('Pod pod-a100-7')).toBeInTheDocument();
    for (const absent of [/^Buyer/, /^Seller/, /^Transaction hash/, /^To /, /^From /])
      expect(within(detail).queryByRole('row', { name: absent })).not.toBeInTheDocument();

    expect(detailRow(/^Transaction ID tx-3/)).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Copy transaction ID' }));
    expect(await navigator.clipboard.readText()).toBe('tx-3');
    expect(within(detail).getByRole('button', { name: 'Transaction ID copied' })).toHaveTextContent('Copied');

    const { violations } = await axe.run(detail, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    // Escape closes the details only, and the row that opened them has the focus again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transaction details' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Transaction History' })).toBeInTheDocument();
    await waitFor(() => expect(row).toHaveFocus());

    // The keyboard opens a row too; a transfer names the other side.
    const sent = within(within(dialog).getByRole('region', { name: 'Today' })).getByRole('button', { name: /^Sent to bob/ });
    sent.focus();
    await user.keyboard('{Enter}');
    const transfer = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(within(transfer).getByRole('row', { name: 'To bob' })).toBeInTheDocument();
    expect(within(transfer).getByRole('row', { name: 'Date Today, 2:07 PM' })).toBeInTheDocument();
    await user.click(within(transfer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transaction details' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Transaction History' })).toBeInTheDocument();
  });

  it("reads a transaction without description, type or status as 'Transaction', a debit, completed (spec §3)", async () => {
    const bare = { transaction_id: 'tx-bare', transaction_date: '2025-03-04T10:00:00', amount: 3 };
    const { dialog, user } = open(() => ({
      body: {
        transactions: [bare, { ...bare, transaction_id: 'tx-null', description: null, transaction_type: null, status: null }],
        summary: EMPTY_SUMMARY,
        next_cursor: null,
      },
    }));
    const today = await within(dialog).findByRole('region', { name: 'Today' });
    const rows = within(today).getAllByRole('button');
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toHaveTextContent(/^Transaction10:00 AMdebitSpent −🥯 3.00$/);

    await user.click(rows[0] as HTMLElement);
    const detail = await screen.findByRole('dialog', { name: 'Transaction details' });
    for (const name of ['Description Transaction', 'Type Debit', 'Status Completed'])
      expect(within(detail).getByRole('row', { name })).toBeInTheDocument();
    expect(within(detail).getByRole('row', { name: /^Amount/ })).toHaveTextContent(/^AmountSpent −🥯 3.00$/);
  });

  it('keeps the previous rows (or empty text), dimmed and busy, while other filters load', async () => {
    let calls = 0;
    const gates: Array<() => void> = [];
    const { dialog, user, fetch } = open(async (request) => {
      // Every read after the first waits until the test lets it through.
      if (++calls > 1) await new Promise<void>((release) => gates.push(release));
      const type = request.query.get('type');
      return page(type ? SAMPLE_TRANSACTIONS.filter((t) => t.transaction_type === type) : SAMPLE_TRANSACTIONS);
    });
    const busy = () => within(dialog).getByRole('heading', { level: 3, name: 'Today' }).closest('[aria-busy]');
    await within(dialog).findByRole('region', { name: 'Today' });
    expect(busy()).toHaveAttribute('aria-busy', 'false');

    const choose = async (type: string) => {
      const sent = fetch.requests.length;
      await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
      await user.click(await screen.findByRole('option', { name: type }));
      await waitFor(() => expect(fetch.requests).toHaveLength(sent + 1));
    };
    await choose('Withdrawal');
    expect(within(dialog).queryByRole('status', { name: 'Loading transactions' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Today' })).toBeInTheDocument();
    expect(busy()).toHaveAttribute('aria-busy', 'true');
    expect(busy()).toHaveAttribute('data-reloading', 'true');
    gates.shift()?.();
    expect(await within(dialog).findByText('No transactions match your filters.')).toBeInTheDocument();

    // The empty text stays too, dimmed, until the next filter's rows arrive.
    await choose('Deposit');
    expect(within(dialog).getByText('No transactions match your filters.').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    gates.shift()?.();
    expect(await within(dialog).findByRole('region', { name: 'Today' })).toBeInTheDocument();
    expect(busy()).toHaveAttribute('aria-busy', 'false');
    expect(within(dialog).queryByText(/Sent to bob/)).not.toBeInTheDocument();
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

  it('searches once for the whole word, once the typing has paused for 300 ms (spec §9)', async () => {
    const { dialog, fetch } = open(() => page(SAMPLE_TRANSACTIONS));
    await within(dialog).findByRole('region', { name: 'Today' });
    const search = within(dialog).getByRole('textbox', { name: 'Search' });
    // The clock is the test's: each keystroke comes just before the pause would have ended, so no timing can leak in.
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    for (const typed of ['b', 'bo', 'bob']) {
      fireEvent.change(search, { target: { value: typed } });
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    }
    expect(fetch.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(() => expect(fetch.requests).toHaveLength(2));
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
    const { dialog, user } = open(() =>
      healthy ? page(SAMPLE_TRANSACTIONS) : { status: 403, body: { error: 'forbidden', detail: 'This key cannot read that history' } },
    );
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Error Loading Transactions')).toBeInTheDocument();
    expect(alert).toHaveTextContent('This key cannot read that history');
    healthy = true;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByRole('region', { name: 'Today' })).toBeInTheDocument();
  });
});

describe('retry policy', { timeout: 20_000 }, () => {
  it('retries a 5xx up to 3 times and never a 4xx or a network failure', () => {
    const serverError = new ApiError({ status: 503, error: 'unavailable', detail: 'Down' });
    expect([0, 1, 2, 3].map((count) => shouldRetryTransactions(count, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetryTransactions(0, new ApiError({ status: 404, error: 'not_found', detail: 'No' }))).toBe(false);
    expect(shouldRetryTransactions(0, new Error('boom'))).toBe(false);
  });

  it('waits 1 s between tries, and shares one fetch between identical reads', async () => {
    let calls = 0;
    const { dialog, fetch } = open(() =>
      ++calls <= 2 ? { status: 500, body: { error: 'internal', detail: 'Oops' } } : page(SAMPLE_TRANSACTIONS),
    );
    expect(await within(dialog).findByRole('region', { name: 'Today' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(fetch.requests).toHaveLength(3);
  });
});
