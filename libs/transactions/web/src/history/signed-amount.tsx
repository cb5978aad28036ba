import { Text, VisuallyHidden, type TextProps } from '@mantine/core';
import { CREDIT_TRANSACTION_TYPES, type Transaction } from '@bagel/transactions-contract';
import { formatMoney, type Currency } from '@bagel/util';

/** Spec §9: credit, deposit and refund add to the balance; every other type takes from it. */
export const isCredit = (transaction: Transaction) => CREDIT_TRANSACTION_TYPES.includes(transaction.transaction_type);

export interface SignedAmountProps extends Pick<TextProps, 'size'> {
  transaction: Transaction;
  currency: Currency;
}

/** A transaction's amount with its sign, green for a credit and red otherwise (spec §9). */
export function SignedAmount({ transaction, currency, size = 'sm' }: SignedAmountProps) {
  const credit = isCredit(transaction);
  return (
    // The sign says the direction; the colour only repeats it.
    <Text
      component="span"
      size={size}
      fw={700}
      c={credit ? 'green.9' : 'red.9'}
      style={{ whiteSpace: 'nowrap' }}
      data-direction={credit ? 'credit' : 'debit'}
    >
      <VisuallyHidden>{credit ? 'Received ' : 'Spent '}</VisuallyHidden>
      {`${credit ? '+' : '−'}${formatMoney(transaction.amount, currency)}`}
    </Text>
  );
}
