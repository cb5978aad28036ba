import { useState, type ReactNode } from 'react';
import { Button, CopyButton, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { Transaction } from '@bagel/transactions-contract';
import { dayLabel, INVALID_DATE, timeLabel, type Currency } from '@bagel/util';
import { isCredit, SignedAmount } from './signed-amount';
import { labelOf } from './transaction-labels';

/** The details of spec §3 a transaction may carry, listed only when present. */
const OPTIONAL_DETAILS = [
  { field: 'asset_name', label: 'Asset' },
  { field: 'buyer_id', label: 'Buyer' },
  { field: 'seller_id', label: 'Seller' },
  { field: 'pod_id', label: 'Pod' },
  { field: 'dataset_id', label: 'Dataset' },
  { field: 'transaction_hash', label: 'Transaction hash' },
] as const satisfies readonly { field: keyof Transaction; label: string }[];

/** 'Today, 2:07 PM' or 'March 1, 2025, 11:00 AM' (spec §9); 'Invalid Date' once for a date that cannot be read. */
export function dateTimeLabel(value: string, now?: Date): string {
  const day = dayLabel(value, now);
  return day === INVALID_DATE ? day : `${day}, ${timeLabel(value)}`;
}

export interface TransactionDetailProps {
  /** The transaction to show; null closes the view. */
  transaction: Transaction | null;
  currency: Currency;
  onClose: () => void;
  /** For stories and tests: what "today" is. */
  now?: Date;
}

/** Everything known about one transaction, over the history panel; Escape or Close goes back to the list. */
export function TransactionDetail({ transaction, currency, onClose, now }: TransactionDetailProps) {
  // The last one shown stays while the view fades out, instead of emptying under the animation.
  const [shown, setShown] = useState(transaction);
  if (transaction && transaction !== shown) setShown(transaction);

  return (
    <Modal opened={transaction !== null} onClose={onClose} title="Transaction details" centered>
      {shown && (
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            <Detail label="Description">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {shown.description}
              </Text>
            </Detail>
            <Detail label="Amount">
              <SignedAmount transaction={shown} currency={currency} size="md" />
            </Detail>
            <Detail label="Type">{labelOf(shown.transaction_type)}</Detail>
            <Detail label="Status">{labelOf(shown.status)}</Detail>
            <Detail label="Date">{dateTimeLabel(shown.transaction_date, now)}</Detail>
            {shown.counterparty && <Detail label={isCredit(shown) ? 'From' : 'To'}>{shown.counterparty}</Detail>}
            <Detail label="Transaction ID">
              <Stack gap={4} align="flex-start">
                <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {shown.transaction_id}
                </Text>
                <CopyTransactionId id={shown.transaction_id} />
              </Stack>
            </Detail>
            {OPTIONAL_DETAILS.map(({ field, label }) => {
              const value = shown[field];
              return value ? (
                <Detail key={field} label={label}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {value}
                  </Text>
                </Detail>
              ) : null;
            })}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w="35%">{label}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

function CopyTransactionId({ id }: { id: string }) {
  return (
    <CopyButton value={id}>
      {({ copied, copy }) => (
        <>
          <Button
            variant="light"
            size="compact-xs"
            onClick={copy}
            aria-label={copied ? 'Transaction ID copied' : 'Copy transaction ID'}
            leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <VisuallyHidden role="status">{copied ? 'Transaction ID copied' : ''}</VisuallyHidden>
        </>
      )}
    </CopyButton>
  );
}
