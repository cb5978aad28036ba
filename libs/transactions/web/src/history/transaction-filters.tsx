import { useEffect, useMemo, useRef, useState } from 'react';
import { Flex, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { TRANSACTION_TYPES, type TransactionType } from '@bagel/transactions-contract';
import { debounce, todayIsoDate } from '@bagel/util';
import { labelOf } from './transaction-labels';
import type { TransactionFilters as Filters } from './use-transactions';

/** Spec §9: search waits for 300 ms of quiet before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const ALL = 'all';
const TYPE_OPTIONS = [{ value: ALL, label: 'All' }, ...TRANSACTION_TYPES.map((type) => ({ value: type, label: labelOf(type) }))];

export interface TransactionFiltersProps {
  value: Filters;
  onChange: (filters: Filters) => void;
}

export function TransactionFilters({ value, onChange }: TransactionFiltersProps) {
  const [search, setSearch] = useState(value.q ?? '');
  const [dateError, setDateError] = useState<string | null>(null);
  const today = todayIsoDate();
  // The debounced search applies to the filters as they are when it fires, not as they were when typing began.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  const applySearch = useMemo(
    () => debounce((q: string) => latest.current.onChange({ ...latest.current.value, q: q.trim() || undefined }), SEARCH_DEBOUNCE_MS),
    [],
  );
  useEffect(() => () => applySearch.cancel(), [applySearch]);

  return (
    // Side by side when there is room; on a phone the search takes a row of its own instead of squeezing all three.
    <Flex align="flex-start" gap="sm" wrap="wrap">
      <Select
        style={{ flex: '1 1 8rem' }}
        label="Type"
        data={TYPE_OPTIONS}
        value={value.type ?? ALL}
        onChange={(type) => onChange({ ...value, type: type && type !== ALL ? (type as TransactionType) : undefined })}
        allowDeselect={false}
      />
      <TextInput
        style={{ flex: '1 1 9rem' }}
        label="Date"
        type="date"
        max={today}
        value={value.date ?? ''}
        error={dateError}
        onChange={(event) => {
          const date = event.currentTarget.value;
          // Typing can get past the picker's max; a future day has no transactions to show.
          if (date > today) return setDateError('The date cannot be in the future');
          setDateError(null);
          onChange({ ...value, date: date || undefined });
        }}
      />
      <TextInput
        style={{ flex: '2 1 12rem' }}
        label="Search"
        placeholder="Transaction ID or description"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
      />
    </Flex>
  );
}
