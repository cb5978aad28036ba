import { useState } from 'react';
import { Box, Button, Center, Stack, Text } from '@mantine/core';
import type { Transaction } from '@bagel/transactions-contract';
import { useCurrency } from '@bagel/currency';
import { EmptyState, FailureAlert, Sheet } from '@bagel/ui';
import { TransactionDetail } from './transaction-detail';
import { TransactionFilters } from './transaction-filters';
import { TransactionList } from './transaction-list';
import { TransactionListSkeleton } from './transaction-skeleton';
import { TransactionSummaryCards } from './transaction-summary';
import { hasFilters, useTransactions, type TransactionFilters as Filters } from './use-transactions';

export const NO_TRANSACTIONS = "You don't have any transactions yet.";
export const NO_MATCHING_TRANSACTIONS = 'No transactions match your filters.';
export const FETCH_FAILED_DEFAULT = 'Failed to fetch transactions';

export interface TransactionHistoryPanelProps {
  opened: boolean;
  onClose: () => void;
  /** For stories and tests: what "today" is when grouping by day. */
  now?: Date;
}

/** The Transaction History panel (spec §2, §4, §5, §8). Filters reset when it closes. */
export function TransactionHistoryPanel({ opened, onClose, now }: TransactionHistoryPanelProps) {
  const { currency } = useCurrency();
  const [selected, setSelected] = useState<Transaction | null>(null);
  if (!opened && selected) setSelected(null);

  return (
    <Sheet
      opened={opened}
      // Mantine closes every open dialog on Escape: while a transaction's details are open, Escape closes only them.
      onClose={() => (selected ? setSelected(null) : onClose())}
      title="Transaction History"
      size="lg"
    >
      <TransactionHistory now={now} onOpen={setSelected} />
      <TransactionDetail transaction={selected} currency={currency} onClose={() => setSelected(null)} now={now} />
    </Sheet>
  );
}

function TransactionHistory({ now, onOpen }: { now?: Date; onOpen: (transaction: Transaction) => void }) {
  const { currency } = useCurrency();
  const [filters, setFilters] = useState<Filters>({});
  const history = useTransactions(filters);
  const pages = history.data?.pages ?? [];
  const transactions = pages.flatMap((page) => page.transactions);
  const reloading = history.isFetching && !history.isPending && !history.isFetchingNextPage;

  return (
    <Stack gap="md">
      {(history.isPending || pages[0]) && <TransactionSummaryCards summary={pages[0]?.summary} currency={currency} />}
      <TransactionFilters value={filters} onChange={setFilters} />
      {history.isPending ? (
        <TransactionListSkeleton />
      ) : history.isError && transactions.length === 0 ? (
        <FailureAlert title="Error Loading Transactions">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{history.error.message || FETCH_FAILED_DEFAULT}</Text>
            <Button variant="outline" color="red.9" size="xs" onClick={() => void history.refetch()} loading={history.isFetching}>
              Try Again
            </Button>
          </Stack>
        </FailureAlert>
      ) : (
        <Box
          aria-busy={reloading}
          data-reloading={reloading || undefined}
          style={{ opacity: reloading ? 0.55 : 1, transition: 'opacity 150ms' }}
        >
          {transactions.length === 0 ? (
            <EmptyState title={hasFilters(filters) ? NO_MATCHING_TRANSACTIONS : NO_TRANSACTIONS} />
          ) : (
            <Stack gap="md">
              <TransactionList transactions={transactions} currency={currency} onOpen={onOpen} now={now} />
              {history.hasNextPage && (
                <Center>
                  <Button
                    variant="light"
                    onClick={() => void history.fetchNextPage()}
                    loading={history.isFetchingNextPage}
                    disabled={history.isPlaceholderData}
                  >
                    Load more
                  </Button>
                </Center>
              )}
              {history.isFetchNextPageError && (
                <Text size="sm" c="red.9" role="alert">
                  {history.error?.message || FETCH_FAILED_DEFAULT}
                </Text>
              )}
            </Stack>
          )}
        </Box>
      )}
    </Stack>
  );
}
