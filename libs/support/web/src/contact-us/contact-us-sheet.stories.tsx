import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen } from 'storybook/test';
import type { AppStoryParameters } from '@bagel/web-testing';
import { ContactUsSheet } from './contact-us-sheet';

/** The open sheet against a fake API host; the fake's answer picks the outcome of Send. */
const meta = {
  title: 'Support/ContactUsSheet',
  component: ContactUsSheet,
  args: { opened: true, onClose: fn() },
  parameters: { fetch: async () => Response.json({ id: 'msg-1', created_at: '2025-01-01T00:00:00.000Z' }) } satisfies AppStoryParameters,
} satisfies Meta<typeof ContactUsSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function fill(userEvent: UserEvent) {
  await userEvent.type(await screen.findByLabelText(/Subject/), 'Fine-tune stuck at 40%');
  await userEvent.type(
    screen.getByLabelText(/Message/),
    'My fine-tune of llama3 has shown 40% progress for two hours. Can you take a look?',
  );
}

async function send(userEvent: UserEvent) {
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

export const Empty: Story = {};

export const Filled: Story = {
  play: async ({ userEvent }) => fill(userEvent),
};

export const ValidationErrors: Story = {
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: 'Contact Us' });
    await send(userEvent);
  },
};

export const Sending: Story = {
  parameters: { fetch: () => new Promise<Response>(() => undefined) } satisfies AppStoryParameters,
  play: async ({ userEvent }) => {
    await fill(userEvent);
    await send(userEvent);
  },
};

export const ServerError: Story = {
  parameters: {
    fetch: async () =>
      Response.json({ error: 'internal_error', detail: 'The support inbox is unavailable. Please try again later.' }, { status: 500 }),
  } satisfies AppStoryParameters,
  play: async ({ userEvent }) => {
    await fill(userEvent);
    await send(userEvent);
  },
};

export const ServerFieldError: Story = {
  parameters: {
    fetch: async () =>
      Response.json({ error: 'validation_error', detail: 'Subject must not contain links', field: 'subject' }, { status: 400 }),
  } satisfies AppStoryParameters,
  play: async ({ userEvent }) => {
    await fill(userEvent);
    await send(userEvent);
  },
};
