import type { KeyboardEvent } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPlayerStopFilled, IconSend } from '@tabler/icons-react';
import { CHAT_LIMITS } from '@bagel/deployments-contract';

export interface ChatComposerProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  onStop: () => void;
  streaming: boolean;
  /** Why nothing can be sent yet, or null when it can. */
  disabledReason: string | null;
}

/** Where a message is written: Enter sends, Shift+Enter starts a new line; Stop ends a reply being written. */
export function ChatComposer({ draft, onDraftChange, onSend, onStop, streaming, disabledReason }: ChatComposerProps) {
  const canSend = disabledReason === null && !streaming && draft.trim() !== '';
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // A key press that confirms an input method's composition (Japanese, Chinese…) is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="Message"
          description="Enter sends; Shift+Enter starts a new line."
          rows={3}
          resize="vertical"
          maxLength={CHAT_LIMITS.contentChars}
          value={draft}
          onChange={(event) => onDraftChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          disabled={disabledReason !== null}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {disabledReason ?? ''}
          </Text>
          {streaming ? (
            <Button color="red.9" variant="outline" leftSection={<IconPlayerStopFilled size={16} aria-hidden />} onClick={onStop}>
              Stop
            </Button>
          ) : (
            <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} disabled={!canSend}>
              Send
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
