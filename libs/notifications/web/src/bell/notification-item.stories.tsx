import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Box } from '@mantine/core';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { notification, someNotifications } from '../testing/notification-fakes';
import { NotificationItem } from './notification-item';

/** One entry of the bell's list, as wide as the popover: its message and day; unread tinted, dotted and named so. */
const meta = {
  title: 'Notifications/NotificationItem',
  component: NotificationItem,
  args: { notification: notification(), onOpen: fn() },
  // The bell popover's width; an item is a list's entry.
  parameters: { width: 360 },
  decorators: [
    (Story) => (
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        <Story />
      </Box>
    ),
    withFrame,
  ],
} satisfies Meta<typeof NotificationItem>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unread and without a link: a button that marks it read. */
export const Unread: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const item = canvas.getByRole('button', { name: /bob sent you 12.50 BGL/ });
    await expect(item).toHaveTextContent('Unread: bob sent you 12.50 BGL');
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(canvas.getByText('2025-03-04')).toBeVisible();
    await userEvent.click(item);
    await expect(args.onOpen).toHaveBeenCalledWith(args.notification);
  },
};

/** Read, with a link to the model: plain, leading there. */
export const ReadWithLink: Story = {
  args: { notification: someNotifications()[2] },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /was cloned to your models/ });
    await expect(link).toHaveAttribute('href', '/model/3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c/description');
    await expect(link).not.toHaveAttribute('data-unread');
    await expect(link).not.toHaveTextContent('Unread:');
  },
};

export const Failure: Story = {
  args: { notification: someNotifications()[3] },
  play: async ({ canvas }) => expect(canvas.getByText('Fine-tuning support-bot failed: the dataset has no rows')).toBeVisible(),
};

/** A long message with a name that has no spaces wraps within a phone's width. */
export const LongMessageOnPhone: Story = {
  args: {
    notification: notification({
      kind: 'deployment_stopped',
      message:
        'customer-support-assistant-llama-3.2-1b-instruct-finetuned-v2 was stopped: its spend cap of 500.00 BGL was reached. Raise the cap to start it again.',
    }),
  },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    await expect(insideFrame(canvasElement, [canvas.getByText(/was stopped: its spend cap/), canvas.getByText('2025-03-04')])).toBe(true);
  },
};

/** A date the server sent garbled: spec §2's fallback rather than a broken day. */
export const InvalidDate: Story = {
  args: { notification: notification({ created_at: 'not a date' }) },
  play: async ({ canvas }) => expect(canvas.getByText('Invalid Date')).toBeVisible(),
};
