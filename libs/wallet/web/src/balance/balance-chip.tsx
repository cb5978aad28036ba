import { Link } from 'react-router';
import { ActionIcon, Group, Loader, Paper, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCurrency } from '@bagel/currency';
import { formatMoney } from '@bagel/util';
import { useBalance } from '@bagel/wallet-data-access';
import { PATHS } from '@bagel/contract';

/** The header's balance: '🥯 1,000.00' or '$40.00', with a plus button to buy more. */
export function BalanceChip() {
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
        <Tooltip label="Buy Bagels">
          <ActionIcon component={Link} to={PATHS.buyBagels} variant="filled" radius="xl" size="sm" aria-label="Buy Bagels">
            <IconPlus size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
