import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button, Group, Text } from '@mantine/core';
import { expect, screen, waitFor } from 'storybook/test';
import { HEADER_HEIGHT } from './theme';
import { showErrorToast, showSuccessToast } from './toasts';

/** A stand-in for the signed-in shell's header: its balance and avatar sit where toasts open. */
function HeaderAndToasts() {
  const [tries, setTries] = useState(0);
  return (
    <>
      <Box component="header" h={HEADER_HEIGHT} px="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group h="100%" justify="space-between">
          <Text fw={800}>Bagel</Text>
          <Text fw={600}>🥯 1,000.00</Text>
        </Group>
      </Box>
      <Group p="md">
        <Button onClick={() => showSuccessToast('Your message has been sent successfully!')}>Show a success toast</Button>
        <Button
          variant="default"
          onClick={() => showErrorToast('Sign out did not reach the server', 'Network error: could not reach the server')}
        >
          Show an error toast
        </Button>
        <Button
          variant="default"
          onClick={() => {
            setTries(tries + 1);
            showErrorToast('Validation Error', `Try ${tries + 1} failed`, { id: 'validation' });
          }}
        >
          Show a toast with an id
        </Button>
      </Group>
    </>
  );
}

const meta = { title: 'Shared/Toasts', component: HeaderAndToasts, parameters: { layout: 'fullscreen' } } satisfies Meta<
  typeof HeaderAndToasts
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Toasts open below the header, never over its controls. */
export const BelowTheHeader: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show a success toast' }));
    const toast = (await screen.findByText('Your message has been sent successfully!')).closest('[role="alert"]');
    await waitFor(() => expect(toast?.getBoundingClientRect().top).toBeGreaterThanOrEqual(HEADER_HEIGHT));
  },
};

/** A toast shown again with the same id replaces the one before: one toast, saying the latest. */
export const ReplacedById: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show a toast with an id' }));
    await screen.findByText('Try 1 failed');
    await userEvent.click(canvas.getByRole('button', { name: 'Show a toast with an id' }));
    await screen.findByText('Try 2 failed');
    await waitFor(() => expect(screen.queryByText('Try 1 failed')).toBeNull());
    await expect(screen.getAllByText('Validation Error')).toHaveLength(1);
  },
};
