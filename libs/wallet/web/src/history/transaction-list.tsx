import { Badge, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { CREDIT_TRANSACTION_TYPES, type Transaction } from '@bagel/contract';
import { formatMoney, groupByDay, timeLabel, type Currency } from '@bagel/util';

/** Spec §9: credit, deposit and refund add to the balance; every other type takes from it. */
export const isCredit = (transaction: Transaction) => CREDIT_TRANSACTION_TYPES.includes(transaction.transaction_type);

export interface TransactionListProps {
  transactions: readonly Transaction[];
  currency: Currency;
  /** For stories and tests: what "today" is. */
  now?: Date;
}

/** Transactions grouped by day, newest first, each with its time and a signed amount. */
export function TransactionList({ transactions, currency, now }: TransactionListProps) {
  return (
    <Stack gap="md">
      {groupByDay(transactions, (t) => t.transaction_date, now).map((group) => (
        <section key={group.key} aria-labelledby={`transactions-${group.key}`}>
          <Title order={3} size="sm" c="dimmed" id={`transactions-${group.key}`} mb={4}>
            {group.label}
          </Title>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {group.items.map((transaction) => (
              <TransactionRow key={transaction.transaction_id} transaction={transaction} currency={currency} />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}

function TransactionRow({ transaction, currency }: { transaction: Transaction; currency: Currency }) {
  const credit = isCredit(transaction);
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py={4} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={500} truncate>
          {transaction.description}
        </Text>
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {timeLabel(transaction.transaction_date)}
          </Text>
          <Badge size="xs" variant="light" color="gray">
            {transaction.transaction_type}
          </Badge>
          {transaction.status !== 'completed' && (
            <Badge size="xs" variant="outline" color={transaction.status === 'failed' ? 'red' : 'yellow'}>
              {transaction.status}
            </Badge>
          )}
        </Group>
      </Stack>
      {/* The sign says the direction; the colour only repeats it. */}
      <Text size="sm" fw={700} c={credit ? 'green.9' : 'red.9'} style={{ whiteSpace: 'nowrap' }} data-direction={credit ? 'credit' : 'debit'}>
        <VisuallyHidden>{credit ? 'Received ' : 'Spent '}</VisuallyHidden>
        {`${credit ? '+' : '−'}${formatMoney(transaction.amount, currency)}`}
      </Text>
    </Group>
  );
}
