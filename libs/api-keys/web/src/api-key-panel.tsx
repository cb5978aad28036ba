import { Button, Card, Code, CopyButton, Group, Modal, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy, IconEye, IconEyeOff, IconRefresh } from '@tabler/icons-react';
import { maskApiKey } from './mask-api-key';
import { FailureAlert } from '@bagel/ui';

export interface ApiKeyPanelProps {
  apiKey: string;
  revealed: boolean;
  onToggleReveal: () => void;
  /** The rotate confirmation is open. */
  confirmOpen: boolean;
  onRequestRotate: () => void;
  onCancelRotate: () => void;
  onConfirmRotate: () => void;
  rotating: boolean;
  /** Why the last rotation failed. */
  rotateError: string | null;
}

const HEADING_ID = 'api-key-title';

export function ApiKeyPanel(props: ApiKeyPanelProps) {
  const { apiKey, revealed, onToggleReveal, confirmOpen, onRequestRotate, onCancelRotate, onConfirmRotate, rotating, rotateError } = props;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="md">
        <Title order={2} size="h3" id={HEADING_ID}>
          Your API key
        </Title>
        <Text size="sm">
          Send it in the <Code>x-api-key</Code> header of every call to the Bagel API. Keep it secret: anyone who has it can act as you.
        </Text>
        <Code block fz="sm" style={{ wordBreak: 'break-all' }}>
          {revealed ? (
            apiKey
          ) : (
            <>
              <span aria-hidden>{maskApiKey(apiKey)}</span>
              <VisuallyHidden>Hidden API key</VisuallyHidden>
            </>
          )}
        </Code>
        <Group gap="sm">
          <Button
            variant="default"
            onClick={onToggleReveal}
            aria-pressed={revealed}
            aria-label={revealed ? 'Hide API key' : 'Show API key'}
            leftSection={revealed ? <IconEyeOff aria-hidden size={16} /> : <IconEye aria-hidden size={16} />}
          >
            {revealed ? 'Hide' : 'Show'}
          </Button>
          <CopyButton value={apiKey} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'filled' : 'default'}
                color={copied ? 'teal.9' : undefined}
                onClick={copy}
                leftSection={copied ? <IconCheck aria-hidden size={16} /> : <IconCopy aria-hidden size={16} />}
              >
                <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
              </Button>
            )}
          </CopyButton>
          <Button color="red.9" onClick={onRequestRotate} leftSection={<IconRefresh aria-hidden size={16} />}>
            Rotate key
          </Button>
        </Group>
      </Stack>

      <Modal opened={confirmOpen} onClose={rotating ? () => undefined : onCancelRotate} title="Rotate API key?" centered>
        <Stack gap="md">
          <Text size="sm">
            You get a new key at once. The current key stops working immediately. Update any scripts and tools that use it.
          </Text>
          {rotateError && <FailureAlert>{rotateError}</FailureAlert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancelRotate} disabled={rotating}>
              Cancel
            </Button>
            <Button color="red.9" onClick={onConfirmRotate} loading={rotating}>
              Rotate key
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
