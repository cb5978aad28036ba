import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { apiErrorFromReply } from '@bagel/api-client';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@bagel/support-contract';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { ContactUsForm } from './contact-us-form';

/** The Contact Us sheet's form; `onSend`'s outcome (the sheet's call) picks what it shows. */
const meta = {
  title: 'Support/ContactUsForm',
  component: ContactUsForm,
  args: { onSend: fn(async () => undefined), onCancel: fn() },
  decorators: [withFrame],
} satisfies Meta<typeof ContactUsForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

async function fillAndSend({ canvas, userEvent }: Context) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Subject/ }), '  Fine-tune stuck at 40%  ');
  await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'My fine-tune has shown 40% for two hours.');
  await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 / 5,000 characters')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

/** Send on an empty form: the contract's messages, nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Subject is required')).toBeVisible();
    await expect(canvas.getByText('Message is required')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Past the limit: the count turns red and the contract's message says so on Send. */
export const MessageTooLong: Story = {
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('textbox', { name: /Message/ }).focus();
    await userEvent.paste('m'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1));
    await expect(canvas.getByText('5,001 / 5,000 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Message must be at most 5,000 characters')).toBeVisible();
  },
};

/** Sent trimmed; the form empties for the next message. */
export const Sent: Story = {
  play: async (context) => {
    await fillAndSend(context);
    await expect(context.args.onSend).toHaveBeenCalledWith({
      subject: 'Fine-tune stuck at 40%',
      message: 'My fine-tune has shown 40% for two hours.',
    });
    await expect(context.canvas.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
  },
};

/** While it goes: Send spins and Cancel waits. */
export const Sending: Story = {
  args: { onSend: fn(() => new Promise<void>(() => undefined)) },
  play: async (context) => {
    await fillAndSend(context);
    await expect(context.canvas.getByRole('button', { name: 'Send' })).toHaveAttribute('data-loading', 'true');
    await expect(context.canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The server's words in an alert; what was written stays. */
export const ServerError: Story = {
  args: {
    onSend: fn(async () => {
      throw apiErrorFromReply(500, { error: 'internal_error', detail: 'The support inbox is unavailable. Please try again later.' });
    }),
  },
  play: async (context) => {
    await fillAndSend(context);
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your message was not sent');
    await expect(alert).toHaveTextContent('The support inbox is unavailable. Please try again later.');
    await expect(context.canvas.getByRole('textbox', { name: /Subject/ })).toHaveValue('  Fine-tune stuck at 40%  ');
  },
};

/** The failure on a phone: the alert, the fields and the buttons within the width. */
export const ServerErrorOnPhone: Story = {
  ...ServerError,
  parameters: { width: PHONE_PX },
  play: async (context) => {
    await fillAndSend(context);
    const alert = await context.canvas.findByRole('alert');
    await expect(
      insideFrame(context.canvasElement, [alert, ...context.canvas.getAllByRole('button'), ...context.canvas.getAllByRole('textbox')]),
    ).toBe(true);
  },
};

/** A refusal naming a field goes under that field. */
export const ServerFieldError: Story = {
  args: {
    onSend: fn(async () => {
      throw apiErrorFromReply(400, { error: 'validation_error', detail: 'Subject must not contain links', field: 'subject' });
    }),
  },
  play: async (context) => {
    await fillAndSend(context);
    await expect(await context.canvas.findByText('Subject must not contain links')).toBeVisible();
    await expect(context.canvas.getByRole('textbox', { name: /Subject/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(context.canvas.queryByRole('alert')).toBeNull();
  },
};

/** Cancel clears what was written. */
export const Cancelled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Subject/ }), 'Never mind');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
  },
};
