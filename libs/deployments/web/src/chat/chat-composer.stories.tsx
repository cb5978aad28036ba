import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { ChatComposer, type ChatComposerProps } from './chat-composer';

/** Holds the draft, as the chat page does. */
function Drafting(props: ChatComposerProps) {
  const [draft, setDraft] = useState(props.draft);
  return <ChatComposer {...props} draft={draft} onDraftChange={setDraft} />;
}

/** Where a message to a deployed model is written. */
const meta = {
  title: 'Deployments/ChatComposer',
  component: ChatComposer,
  render: (args) => <Drafting {...args} />,
  args: { draft: '', onDraftChange: fn(), onSend: fn(), onStop: fn(), streaming: false, disabledReason: null },
  decorators: [withFrame],
  parameters: { width: 640 },
} satisfies Meta<typeof ChatComposer>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const message = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Message' });

/** Nothing written: Send is off. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(message(canvas)).toHaveAccessibleDescription('Enter sends; Shift+Enter starts a new line.');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** Shift+Enter starts a new line; Enter sends. */
export const Written: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(message(canvas), 'Hello{Shift>}{Enter}{/Shift}there');
    await expect(message(canvas)).toHaveValue('Hello\nthere');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

/** A reply being written: Stop instead of Send. */
export const Streaming: Story = {
  args: { streaming: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Send' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

/** Nothing can be sent yet: the field is off and says why. */
export const Disabled: Story = {
  args: { disabledReason: 'Getting your deployments key…' },
  play: async ({ canvas }) => {
    await expect(message(canvas)).toBeDisabled();
    await expect(canvas.getByText('Getting your deployments key…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const OnPhone: Story = {
  args: { draft: 'A long question about the support tickets dataset, written on a phone' },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    await expect(insideFrame(canvasElement, [message(canvas), canvas.getByRole('button', { name: 'Send' })])).toBe(true);
  },
};
