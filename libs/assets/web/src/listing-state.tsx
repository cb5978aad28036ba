import { Text } from '@mantine/core';
import type { AssetRecord } from '@bagel/assets-contract';
import { useCurrency } from '@bagel/currency';
import { formatMoney } from '@bagel/util';

/** Whether the asset is on the market, and at what price in the user's currency. */
export function ListingState({ asset }: { asset: Pick<AssetRecord, 'is_published' | 'price'> }) {
  const { currency } = useCurrency();
  return (
    <Text size="sm" fw={500} c={asset.is_published ? 'teal.9' : 'dimmed'}>
      {asset.is_published ? `Published · ${formatMoney(asset.price, currency)}` : 'Not published'}
    </Text>
  );
}
