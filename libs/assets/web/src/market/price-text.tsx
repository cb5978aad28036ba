import { Text } from '@mantine/core';
import { useCurrency } from '@bagel/currency';
import { formatBagels, formatMoney } from '@bagel/util';

/** A market price: always in BGL, as sellers set it, followed by its value in USD when that is the user's currency. */
export function PriceText({ price }: { price: number }) {
  const { currency } = useCurrency();
  return (
    <Text span fw={700} inherit>
      {formatBagels(price)}
      {currency === 'USD' && ` (${formatMoney(price, 'USD')})`}
    </Text>
  );
}
