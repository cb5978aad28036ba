import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createGeneration, listGenerations } from '@bagel/generation-contract';
import { CurrencyScope } from '@bagel/currency/testing';
import { type AppStoryParameters, failure, fakeRoute, insufficientBalance, never } from '@bagel/web-testing';
import { GenerationPage } from './generation-page';
import { failedImage, generation, generationFetch, installStoryFetch, pendingImage, succeededVideo } from './testing/generation-fakes';

/**
 * The AI Generation Models page as alice sees it: a tab per kind with the form above her gallery. The files of her
 * outputs are fetched with her API key (not a cookie), so each story's fake API also answers the page's own fetches.
 */
const meta = {
  title: 'Generation/GenerationPage',
  component: GenerationPage,
  parameters: { fetch: generationFetch([pendingImage(), generation(), failedImage()]) } satisfies AppStoryParameters,
  beforeEach: installStoryFetch,
} satisfies Meta<typeof GenerationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One output being made (asked about every 2 s), one made on the local generator, one Replicate refused and refunded. */
export const Gallery: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'A sesame bagel on a blue plate' })).toBeVisible();
    await expect(canvas.getByText('Generating…')).toBeVisible();
    await expect(canvas.getByText('Refunded')).toBeVisible();
  },
};

/** A new user: nothing made yet. */
export const Empty: Story = {
  parameters: { fetch: generationFetch([]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No images yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { fetch: generationFetch([], [fakeRoute(listGenerations, never)]) },
};

export const LoadError: Story = {
  parameters: {
    fetch: generationFetch(
      [],
      [fakeRoute(listGenerations, failure(503, 'The database is not reachable right now. Please try again shortly.'))],
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The Video tab: a looping clip, with its length instead of a size. */
export const Videos: Story = {
  parameters: { fetch: generationFetch([succeededVideo()]) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Video' }));
    await expect(await canvas.findByRole('img', { name: 'A bagel rolling down a hill' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Length' })).toBeVisible();
  },
};

/** Prices in the currency chosen in the header. */
export const InUsd: Story = {
  parameters: { fetch: generationFetch([generation()]) },
  decorators: [
    (Story) => (
      <CurrencyScope currency="USD">
        <Story />
      </CurrencyScope>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Price per image/)).toHaveTextContent('Price per image: $0.08');
  },
};

/** Generate pressed with a balance below the price. */
export const NotEnoughBagels: Story = {
  parameters: { fetch: generationFetch([], [fakeRoute(createGeneration, insufficientBalance())]) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Prompt/ }), 'A golden bagel');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Not enough Bagels');
  },
};

/** Generate pressed while the api is down: the server's words. */
export const GenerateError: Story = {
  parameters: {
    fetch: generationFetch(
      [],
      [fakeRoute(createGeneration, failure(503, 'The database is not reachable right now. Please try again shortly.'))],
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Prompt/ }), 'A golden bagel');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The image was not started');
  },
};

/** Delete asks first, and says the charge stays. */
export const ConfirmDelete: Story = {
  parameters: { fetch: generationFetch([generation()]) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Delete this image?' })).toBeVisible());
  },
};
