import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '@mantine/core';
import { FailureAlert } from './failure-alert';

/** A failed action or load, announced the moment it appears. */
const meta = {
  title: 'Shared/FailureAlert',
  component: FailureAlert,
  args: { title: 'Your message was not sent', children: 'The support inbox is unavailable. Please try again later.' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FailureAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your message was not sent');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The support inbox is unavailable. Please try again later.');
  },
};

/** The reason alone, as a form shows the server's words. */
export const WithoutTitle: Story = {
  args: { title: undefined, children: 'Your profile could not be saved. Please try again.' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('Your profile could not be saved. Please try again.'),
};

/** A long reason wraps inside the alert, within a phone's width. */
export const LongReasonOnPhone: Story = {
  args: {
    title: 'The deployment was not started',
    children:
      'The GPU provider has no NVIDIA Tesla A100 40GB free in this region right now. Choose another GPU, or try again in a few minutes; nothing was charged.',
  },
  // A phone's width (not web-testing's frame: that lib is built on this one).
  decorators: [
    (Story) => (
      <Box w={375}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
    await expect(alert.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};
