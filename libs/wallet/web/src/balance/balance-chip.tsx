import type { ReactNode } from 'react';
import { Group, Loader, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useCurrency } from '@bagel/currency';
import { formatMoney } from '@bagel/util';
import { useBalance } from '@bagel/wallet-data-access';

export interface BalanceChipProps {
  /**
   * The plus button to buy more: `BuyBagelsTooltip`, or `BuyBagelsButton` (the button alone) until the tooltip's code
   * is in. A slot, so the chip does not bring the tooltip into the first render of every signed-in page.
   */
  buyButton: ReactNode;
}

/** The header's balance: '🥯 1,000.00' or '$40.00', with a plus button to buy more. */
export function BalanceChip({ buyButton }: BalanceChipProps) {
  const { currency } = useCurrency();
  const balance = useBalance();

  return (
    <Paper withBorder radius="xl" px="sm" py={2}>
      <Group gap={6} wrap="nowrap">
        <VisuallyHidden>Balance:</VisuallyHidden>
        {balance.data !== undefined ? (
          <Text component="span" fw={600} size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="balance-amount">
            {formatMoney(balance.data, currency)}
          </Text>
        ) : balance.isError ? (
          <Text component="span" size="sm" c="dimmed" title={balance.error.message}>
            Balance unavailable
          </Text>
        ) : (
          <Loader size="xs" role="status" aria-label="Loading balance" />
        )}
        {buyButton}
      </Group>
    </Paper>
  );
}
