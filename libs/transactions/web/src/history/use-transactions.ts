import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getTransactions, type TransactionType } from '@bagel/transactions-contract';
import { ApiError } from '@bagel/api-client';
import { routeQueryKey, useApiCall, useUserId } from '@bagel/api-react';

export interface TransactionFilters {
  type?: TransactionType;
  /** One day, 'yyyy-MM-dd'. */
  date?: string;
  q?: string;
}

/** Spec §4 and §9: the history is fresh for 5 minutes. */
export const TRANSACTIONS_STALE_MS = 300_000;
export const TRANSACTIONS_RETRY_DELAY_MS = 1000;
const MAX_RETRIES = 3;

/** A server error is retried up to 3 times; a 4xx (or anything else) would only fail again. */
export function shouldRetryTransactions(failureCount: number, error: Error): boolean {
  return error instanceof ApiError && error.status >= 500 && failureCount < MAX_RETRIES;
}

export const hasFilters = ({ type, date, q }: TransactionFilters) => Boolean(type || date || q);

/**
 * The signed-in user's history, page by page. Keyed by route, user and filters: identical reads made at the same time
 * share one request, and a send or a payment refreshes them all through the user's prefix.
 */
export function useTransactions(filters: TransactionFilters) {
  const call = useApiCall();
  const userId = useUserId();
  const params = { userId };
  const query = { type: filters.type, from: filters.date, to: filters.date, q: filters.q || undefined };
  return useInfiniteQuery({
    queryKey: routeQueryKey(getTransactions, { params, query }),
    queryFn: ({ pageParam, signal }) => call(getTransactions, { params, query: { ...query, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: userId !== '',
    staleTime: TRANSACTIONS_STALE_MS,
    retry: shouldRetryTransactions,
    retryDelay: TRANSACTIONS_RETRY_DELAY_MS,
    // Other filters show the rows of the previous ones until theirs arrive, so the panel keeps its height.
    placeholderData: keepPreviousData,
  });
}
