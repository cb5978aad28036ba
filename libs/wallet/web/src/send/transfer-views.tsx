import { Anchor, Button, Group, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { TRANSFER_FAILED_DEFAULT_MESSAGE } from './transfer-failure-message';

export interface TransferCompleteProps {
  recipient: string;
  /** Already formatted in the user's currency. */
  amount: string;
  newBalance: string;
  onDone: () => void;
}

export function TransferComplete({ recipient, amount, newBalance, onDone }: TransferCompleteProps) {
  return (
    <Stack align="center" gap="md" role="status">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={32} aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h3">
        Transfer Complete!
      </Title>
      <Text ta="center">{`You've successfully sent ${amount} to ${recipient}.`}</Text>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>Recipient</Table.Th>
            <Table.Td>{recipient}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Amount</Table.Th>
            <Table.Td>{amount}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>New Balance</Table.Th>
            <Table.Td>{newBalance}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Button onClick={onDone}>Done</Button>
    </Stack>
  );
}

export interface TransferFailedProps {
  /** The spec's failure-screen default when there is none. */
  message?: string;
  onTryAgain: () => void;
  onCancel: () => void;
}

export function TransferFailed({ message, onTryAgain, onCancel }: TransferFailedProps) {
  return (
    <Stack align="center" gap="md" role="alert">
      <ThemeIcon size={56} radius="xl" color="red" variant="light">
        <IconAlertTriangle size={32} aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h3">
        Transfer Failed
      </Title>
      <Text ta="center">{message || TRANSFER_FAILED_DEFAULT_MESSAGE}</Text>
      <Group>
        <Button onClick={onTryAgain}>Try Again</Button>
        <Anchor component="button" type="button" onClick={onCancel}>
          Cancel
        </Anchor>
      </Group>
    </Stack>
  );
}
