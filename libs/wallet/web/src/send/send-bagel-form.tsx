import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useCurrency } from '@bagel/session';
import { formatBagels, formatMoney, toBagels } from '@bagel/util';
import { AmountInput } from '../amount/amount-input';
import { parseAmount } from '../amount/amount-text';

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!recipient.trim()) found.recipient = 'Recipient username cannot be empty';
    if (bagels <= 0) found.amount = 'Amount must be greater than 0';
    else if (balance !== undefined && bagels > balance) found.amount = 'Insufficient balance';
    setErrors(found);
    if (found.recipient || found.amount) return;
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
          error={errors.amount}
          description={currency === 'USD' ? `In USD; ${formatBagels(bagels)} will be sent (1 USD = 25 Bagels).` : undefined}
          disabled={sending}
        />
        <Text size="sm" aria-live="polite">
          Remaining Balance:{' '}
          <Text component="span" fw={600} c={balance !== undefined && bagels > balance ? 'red.9' : undefined}>
            {balance === undefined ? 'Loading…' : formatMoney(balance - bagels, currency)}
          </Text>
        </Text>
        <Group justify="space-between">
          <Anchor component="button" type="button" onClick={onCancel}>
            Cancel
          </Anchor>
          <Button type="submit" disabled={sending}>
            {sending ? 'Please wait' : 'Send'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
