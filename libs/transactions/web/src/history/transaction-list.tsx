import type { ReactNode } from 'react';
import { Badge, Box, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { Transaction } from '@bagel/transactions-contract';
import { groupByDay, timeLabel, type Currency } from '@bagel/util';
import { SignedAmount } from './signed-amount';
import classes from './transaction-list.module.css';

export interface TransactionListProps {
  transactions: readonly Transaction[];
  currency: Currency;
  /** Opens the detail view of a transaction. */
  onOpen: (transaction: Transaction) => void;
  /** For stories and tests: what "today" is. */
  now?: Date;
}

/** Transactions grouped by day, newest first; each row is a button that opens the transaction's details. */
export function TransactionList({ transactions, currency, onOpen, now }: TransactionListProps) {
  return (
    <Stack gap="md">
      {groupByDay(transactions, (t) => t.transaction_date, now).map((group) => (
        <section key={group.key} aria-labelledby={`transactions-${group.key}`}>
          <Title order={3} size="sm" c="dimmed" id={`transactions-${group.key}`} mb={4}>
            {group.label}
          </Title>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {group.items.map((transaction) => (
              <li key={transaction.transaction_id}>
                <UnstyledButton className={classes.button} w="100%" aria-haspopup="dialog" onClick={() => onOpen(transaction)}>
                  <TransactionRowLayout
                    component="span"
                    description={
                      <Text component="span" size="sm" fw={500} truncate>
                        {transaction.description}
                      </Text>
                    }
                    meta={
                      <>
                        <Text component="span" size="xs" c="dimmed">
                          {timeLabel(transaction.transaction_date)}
                        </Text>
                        <Badge component="span" size="xs" variant="light" color="gray">
                          {transaction.transaction_type}
                        </Badge>
                        {transaction.status !== 'completed' && (
                          <Badge component="span" size="xs" variant="outline" color={transaction.status === 'failed' ? 'red' : 'yellow'}>
                            {transaction.status}
                          </Badge>
                        )}
                      </>
                    }
                    amount={<SignedAmount transaction={transaction} currency={currency} />}
                  />
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}

export interface TransactionRowLayoutProps {
  /** `span` inside a button, where only phrasing content may go; `div` for the skeleton. */
  component: 'span' | 'div';
  description: ReactNode;
  meta: ReactNode;
  amount: ReactNode;
}

/** The shape of a row, shared by the rows and their loading skeleton so nothing moves when the list arrives. */
export function TransactionRowLayout({ component, description, meta, amount }: TransactionRowLayoutProps) {
  return (
    <Box component={component} className={classes.row}>
      <Box component={component} className={classes.main}>
        {description}
        <Box component={component} className={classes.meta}>
          {meta}
        </Box>
      </Box>
      {amount}
    </Box>
  );
}
