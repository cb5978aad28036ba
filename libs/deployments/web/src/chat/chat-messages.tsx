import type { ReactNode } from 'react';
import { Box, Loader, Paper, Stack, Text } from '@mantine/core';
import type { ChatEntry } from './use-chat';

/**
 * The conversation, oldest first. It is a log region that is busy while a reply is written, so a screen reader reads
 * the reply once it is whole rather than word by word.
 */
export function ChatMessages({ messages, reply, modelName }: { messages: ChatEntry[]; reply: string | null; modelName: string }) {
  if (messages.length === 0 && reply === null) {
    return (
      <Text c="dimmed" size="sm" py="lg" ta="center">
        {`Send a message to start. The reply appears as ${modelName} writes it.`}
      </Text>
    );
  }
  return (
    <Box role="log" aria-label="Conversation" aria-busy={reply !== null}>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {messages.map((message, index) => (
          <Bubble key={index} author={message.role === 'user' ? 'You' : modelName} mine={message.role === 'user'}>
            {message.content}
            {message.stopped && (
              <Text span size="xs" c="dimmed" fs="italic">
                {' (stopped)'}
              </Text>
            )}
          </Bubble>
        ))}
        {reply !== null && (
          <Bubble author={modelName} mine={false}>
            {reply}
            {/* A span may not carry a label of its own (axe: aria-prohibited-attr); as an image it may. */}
            <Loader type="dots" size="xs" ml={4} role="img" aria-label="Writing" />
          </Bubble>
        )}
      </Stack>
    </Box>
  );
}

function Bubble({ author, mine, children }: { author: string; mine: boolean; children: ReactNode }) {
  return (
    <Box component="li" style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
      <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'}>
        {author}
      </Text>
      <Paper p="sm" radius="md" bg={mine ? 'blue.0' : 'gray.0'} withBorder>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </Paper>
    </Box>
  );
}
