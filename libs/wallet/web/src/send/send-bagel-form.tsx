import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useCurrency } from '@bagel/currency';
import { formatBagels, formatMoney, toBagels } from '@bagel/util';
import { AmountInput } from '../amount/amount-input';
import { parseAmount } from '../amount/amount-text';
import { balanceShortfall, shortfallMessage } from './balance-shortfall';

export interface SendBagelValues {
  recipient: string;
  amountText: string;
}

export const EMPTY_SEND_VALUES: SendBagelValues = { recipient: '', amountText: '' };

export interface SendBagelFormProps {
  initialValues: SendBagelValues;
  /** In BGL; undefined while it loads. */
  balance: number | undefined;
  sending: boolean;
  /** Called with valid input only: a trimmed recipient and the amount in BGL. */
  onSend: (send: { recipient: string; bagels: number; values: SendBagelValues }) => void;
  onCancel: () => void;
}

interface FieldErrors {
  recipient?: string;
  amount?: string;
}

export function SendBagelForm({ initialValues, balance, sending, onSend, onCancel }: SendBagelFormProps) {
  const { currency } = useCurrency();
  const [recipient, setRecipient] = useState(initialValues.recipient);
  const [amountText, setAmountText] = useState(initialValues.amountText);
  const [errors, setErrors] = useState<FieldErrors>({});
  const bagels = toBagels(parseAmount(amountText), currency);
  // Checked as the user types: Send stays disabled while the amount is more than the balance.
  const shortfall = balance === undefined ? null : balanceShortfall(bagels, balance, currency);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!recipient.trim()) found.recipient = 'Recipient username cannot be empty';
    if (bagels <= 0) found.amount = 'Amount must be greater than 0';
    setErrors(found);
    if (found.recipient || found.amount || shortfall) return;
    onSend({ recipient: recipient.trim(), bagels, values: { recipient, amountText } });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Recipient User Name"
          placeholder="Enter the recipient's user ID"
          value={recipient}
          onChange={(event) => {
            setRecipient(event.currentTarget.value);
            setErrors((current) => ({ ...current, recipient: undefined }));
          }}
          error={errors.recipient}
          autoComplete="off"
          required
          disabled={sending}
        />
        <AmountInput
          label="Bagel Amount"
          unit={currency === 'USD' ? '$' : '🥯'}
          value={amountText}
          onChange={(text) => {
            setAmountText(text);
            setErrors((current) => ({ ...current, amount: undefined }));
          }}
          error={errors.amount ?? (shortfall && shortfallMessage(shortfall))}
          description={currency === 'USD' ? `In USD; ${formatBagels(bagels)} will be sent (1 USD = 25 Bagels).` : undefined}
          disabled={sending}
        />
        <Text size="sm" aria-live="polite">
          Remaining Balance:{' '}
          <Text component="span" fw={600}>
            {balance === undefined ? 'Loading…' : formatMoney(Math.max(0, balance - bagels), currency)}
          </Text>
          {/* The field's error is not announced as it appears; this live line says it too. */}
          {shortfall && <VisuallyHidden>{`. ${shortfallMessage(shortfall)}.`}</VisuallyHidden>}
        </Text>
        <Group justify="space-between">
          <Anchor component="button" type="button" onClick={onCancel}>
            Cancel
          </Anchor>
          <Button type="submit" disabled={sending || shortfall !== null}>
            {sending ? 'Please wait' : 'Send'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
