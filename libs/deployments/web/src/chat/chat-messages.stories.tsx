import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { ChatMessages } from './chat-messages';

/** The conversation with a deployed model, oldest first. */
const meta = {
  title: 'Deployments/ChatMessages',
  component: ChatMessages,
  args: {
    modelName: 'support-bot-llama',
    reply: null,
    messages: [
      { role: 'user', content: 'How do I reset my password?' },
      { role: 'assistant', content: 'Open Settings, then Security, and choose Reset password.' },
    ],
  },
  decorators: [withFrame],
  parameters: { width: 640 },
} satisfies Meta<typeof ChatMessages>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No message yet: how to start. */
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Send a message to start. The reply appears as support-bot-llama writes it.')).toBeVisible();
    await expect(canvas.queryByRole('log')).toBeNull();
  },
};

/** Each message under its author's name: You, or the model. */
export const Conversation: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('YouHow do I reset my password?');
    await expect(items[1]).toHaveTextContent('support-bot-llamaOpen Settings');
    await expect(canvas.getByRole('log', { name: 'Conversation' })).toHaveAttribute('aria-busy', 'false');
  },
};

/** A reply being written: the log is busy, the reply shows a writing indicator. */
export const Writing: Story = {
  args: { reply: 'Open Settings, then' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('log', { name: 'Conversation' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('img', { name: 'Writing' })).toBeInTheDocument();
  },
};

/** A reply the user stopped says so. */
export const Stopped: Story = {
  args: {
    messages: [
      { role: 'user', content: 'Tell me a long story' },
      { role: 'assistant', content: 'Once upon a time', stopped: true },
    ],
  },
  play: async ({ canvas }) => expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('Once upon a time (stopped)'),
};

/** A long word and new lines on a phone: kept, wrapped inside the bubble. */
export const LongTextOnPhone: Story = {
  args: {
    messages: [
      { role: 'user', content: 'Summarise https://example.com/support/tickets/2024/very-long-path-without-any-spaces-at-all-0123456789' },
      { role: 'assistant', content: 'Line one\nLine two\nLine three' },
    ],
  },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    await expect(insideFrame(canvasElement, canvas.getAllByRole('listitem'))).toBe(true);
    await expect(canvas.getByText(/Line one/)).toHaveStyle({ whiteSpace: 'pre-wrap' });
  },
};
