import { useState, type FormEvent } from 'react';
import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { MARKET_SORTS, type MarketSort } from '@bagel/assets-contract';
import type { MarketParams } from './market-params';

const SORT_LABELS: Record<MarketSort, string> = { newest: 'Newest', price_low: 'Price: low to high', price_high: 'Price: high to low' };
const KIND_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'dataset', label: 'Datasets' },
  { value: 'model', label: 'Models' },
];

/** Search by title or tag (sent with Search or Enter), datasets or models, and the order. */
export function MarketFilters({ params, onChange }: { params: MarketParams; onChange: (changes: Partial<MarketParams>) => void }) {
  const [q, setQ] = useState(params.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() });
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <form onSubmit={submit} role="search" aria-label="Market" style={{ flex: '1 1 260px' }}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Search the market"
            placeholder="Title or tag"
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            maxLength={100}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="default" leftSection={<IconSearch aria-hidden size={16} />}>
            Search
          </Button>
        </Group>
      </form>
      <SegmentedControl
        aria-label="Show"
        data={KIND_OPTIONS}
        value={params.kind ?? 'all'}
        onChange={(kind) => onChange({ kind: kind === 'all' ? null : (kind as MarketParams['kind']) })}
      />
      <Select
        label="Sort"
        data={MARKET_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
        value={params.sort}
        onChange={(sort) => sort && onChange({ sort: sort as MarketSort })}
        allowDeselect={false}
        w={190}
      />
    </Group>
  );
}
