import { useId } from 'react';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { useCurrency } from '@bagel/currency';
import type { Currency } from '@bagel/util';

/** As the spec names it: USD or BGL. */
const SWITCH_ORDER: Currency[] = ['USD', 'BGL'];

/** The header's USD/BGL switch; the choice is kept across reloads. */
export function CurrencySwitch() {
  const { currency, setCurrency } = useCurrency();
  const labelId = useId();
  return (
    <Group gap={6} wrap="nowrap">
      <Text id={labelId} size="sm" c="dimmed" component="span">
        Currency
      </Text>
      <SegmentedControl
        size="xs"
        value={currency}
        onChange={(value) => setCurrency(value as Currency)}
        data={SWITCH_ORDER}
        aria-labelledby={labelId}
      />
    </Group>
  );
}
