import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createGeneration, GENERATION_LIMITS } from '@bagel/generation-contract';
import {
  type AppStoryParameters,
  failure,
  fakeRoute,
  insideFrame,
  insufficientBalance,
  type FakeHandler,
  never,
  PHONE_PX,
  withCurrency,
  withFrame,
} from '@bagel/web-testing';
import { generationFetch } from '../testing/generation-fakes';
import { GenerateForm } from './generate-form';

const createReply = (reply: FakeHandler<typeof createGeneration>) => generationFetch([], [fakeRoute(createGeneration, reply)]);

/** One tab's form: a prompt, a size or a length, the price per output, and Generate. */
const meta = {
  title: 'Generation/GenerateForm',
  component: GenerateForm,
  args: { kind: 'image' },
  decorators: [withCurrency, withFrame],
  parameters: { fetch: generationFetch([]) } satisfies AppStoryParameters,
} satisfies Meta<typeof GenerateForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

async function generate({ canvas, userEvent }: Context, prompt = 'A golden bagel') {
  await userEvent.type(canvas.getByRole('textbox', { name: /Prompt/ }), prompt);
  await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
}

/** Nothing typed: Generate waits for a prompt. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 / 1,000 characters')).toBeVisible();
    await expect(canvas.getByText(/Price per image/)).toHaveTextContent('Price per image: 🥯 2.00');
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeDisabled();
  },
};

export const Video: Story = {
  args: { kind: 'video' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Generate a video' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Length' })).toHaveValue('4 seconds');
    await expect(canvas.getByText(/Price per video/)).toHaveTextContent('Price per video: 🥯 10.00');
  },
};

export const InDollars: Story = {
  parameters: { currency: 'USD' },
  play: async ({ canvas }) => expect(canvas.getByText(/Price per image/)).toHaveTextContent('Price per image: $0.08'),
};

/** Past the limit: the count turns red and Generate is disabled. */
export const PromptTooLong: Story = {
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('textbox', { name: /Prompt/ }).focus();
    await userEvent.paste('b'.repeat(GENERATION_LIMITS.promptChars + 1));
    await expect(canvas.getByText('1,001 / 1,000 characters')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeDisabled();
  },
};

export const Generating: Story = {
  parameters: { fetch: createReply(never) },
  play: async (context) => {
    await generate(context);
    await expect(await context.canvas.findByRole('button', { name: 'Generate' })).toHaveAttribute('data-loading', 'true');
  },
};

/** The balance cannot pay: what it costs, and Buy Bagels. */
export const NotEnoughBagels: Story = {
  parameters: { fetch: createReply(insufficientBalance()) },
  play: async (context) => {
    await generate(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('This image costs 🥯 2.00, more than your balance.');
    await expect(context.canvas.getByRole('link', { name: 'Buy Bagels' })).toHaveAttribute('href', '/buy-bagels');
  },
};

/** The refusal on a phone: the alert and Buy Bagels within the width. */
export const NotEnoughBagelsOnPhone: Story = {
  parameters: { width: PHONE_PX, fetch: createReply(insufficientBalance()) },
  play: async (context) => {
    await generate(context);
    const alert = await context.canvas.findByRole('alert');
    await expect(insideFrame(context.canvasElement, [alert, context.canvas.getByRole('link', { name: 'Buy Bagels' })])).toBe(true);
  },
};

/** Any other refusal: the server's words. */
export const Refused: Story = {
  parameters: { fetch: createReply(failure(503, 'The database is not reachable right now. Please try again shortly.')) },
  play: async (context) => {
    await generate(context);
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The image was not started');
    await expect(alert).toHaveTextContent('The database is not reachable right now. Please try again shortly.');
  },
};

/** A refusal about the prompt goes under the prompt. */
export const PromptRefused: Story = {
  parameters: { fetch: createReply(failure(400, 'The prompt names a real person', 'Bad Request', 'prompt')) },
  play: async (context) => {
    await generate(context);
    await expect(await context.canvas.findByText('The prompt names a real person')).toBeVisible();
    await expect(within(context.canvasElement).queryByRole('alert')).toBeNull();
  },
};
