import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Group, Stack, Text } from '@mantine/core';
import { NOTIFICATION_KINDS } from '@bagel/notifications-contract';
import { withFrame } from '@bagel/web-testing';
import { NotificationIcon } from './notification-icon';

/** A notification's kind at a glance: teal for money in, blue for work done, red for a failure. Decorative. */
const meta = {
  title: 'Notifications/NotificationIcon',
  component: NotificationIcon,
  args: { kind: 'transfer_received' },
  decorators: [withFrame],
} satisfies Meta<typeof NotificationIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden from screen readers: the message beside it says what it is about. */
export const TransferReceived: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  },
};

/** Every kind beside its name, for the designer to compare. */
export const EveryKind: Story = {
  render: () => (
    <Stack gap="xs">
      {NOTIFICATION_KINDS.map((kind) => (
        <Group key={kind} gap="sm">
          <NotificationIcon kind={kind} />
          <Text size="sm">{kind}</Text>
        </Group>
      ))}
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('deployment_failed')).toBeVisible();
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(NOTIFICATION_KINDS.length);
  },
};
