import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What confirming does, and what cannot be undone. */
  message: ReactNode;
  /** The confirm button's label: the action's verb ('Delete', 'Terminate'). */
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
  /** Shown above the buttons when confirming failed, so the user can read why and try again. */
  failure?: ReactNode;
}

/**
 * Asks once more before an action that cannot be undone. While it runs nothing closes the dialog (Cancel, Esc, the
 * backdrop, the close button), so its outcome or failure is seen and the action is not started twice.
 */
export function ConfirmModal({ opened, onClose, title, message, confirmLabel, onConfirm, pending, failure }: ConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
      withCloseButton={!pending}
    >
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        {failure}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
