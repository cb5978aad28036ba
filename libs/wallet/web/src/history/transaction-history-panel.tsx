import { useState } from 'react';
import { Button, Center, Stack, Text } from '@mantine/core';
import { useCurrency } from '@bagel/session';
import { EmptyState, LoadingState, Sheet, FailureAlert } from '@bagel/ui';
import { TransactionFilters } from './transaction-filters';
import { TransactionList } from './transaction-list';
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
  return (
    <Sheet opened={opened} onClose={onClose} title="Transaction History" size="lg">
      <TransactionHistory now={now} />
    </Sheet>
  );
}

function TransactionHistory({ now }: { now?: Date }) {
  const { currency } = useCurrency();
  const [filters, setFilters] = useState<Filters>({});
  const history = useTransactions(filters);
  const pages = history.data?.pages ?? [];
  const transactions = pages.flatMap((page) => page.transactions);
  const summary = pages[0]?.summary;

  return (
    <Stack gap="md">
      {summary && <TransactionSummaryCards summary={summary} currency={currency} />}
      <TransactionFilters value={filters} onChange={setFilters} />
      {history.isPending ? (
        <LoadingState label="Loading transactions" />
      ) : history.isError && transactions.length === 0 ? (
        <FailureAlert title="Error Loading Transactions">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{history.error.message || FETCH_FAILED_DEFAULT}</Text>
            <Button variant="outline" color="red.9" size="xs" onClick={() => void history.refetch()}>
              Try Again
            </Button>
          </Stack>
        </FailureAlert>
      ) : transactions.length === 0 ? (
        <EmptyState title={hasFilters(filters) ? NO_MATCHING_TRANSACTIONS : NO_TRANSACTIONS} />
      ) : (
        <>
          <TransactionList transactions={transactions} currency={currency} now={now} />
          {history.hasNextPage && (
            <Center>
              <Button variant="light" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
                Load more
              </Button>
            </Center>
          )}
          {history.isFetchNextPageError && (
            <Text size="sm" c="red.9" role="alert">
              {history.error?.message || FETCH_FAILED_DEFAULT}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
