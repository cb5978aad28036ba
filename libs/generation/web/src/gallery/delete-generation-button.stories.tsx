import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { deleteGeneration } from '@bagel/generation-contract';
import { type AppStoryParameters, failure, fakeRoute, never, withCurrency, withFrame } from '@bagel/web-testing';
import { failedImage, generation, generationFetch } from '../testing/generation-fakes';
import { DeleteGenerationButton } from './delete-generation-button';

/** An output's Delete, asked once more in a dialog that says the charge is not given back. */
const meta = {
  title: 'Generation/DeleteGenerationButton',
  component: DeleteGenerationButton,
  args: { output: generation() },
  decorators: [withCurrency, withFrame],
  parameters: { fetch: generationFetch([generation()]) } satisfies AppStoryParameters,
} satisfies Meta<typeof DeleteGenerationButton>;
export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const dialog = () => screen.findByRole('dialog', { name: 'Delete this image?' });

const ask: Play = async ({ canvas, userEvent }) => userEvent.click(canvas.getByRole('button', { name: 'Delete' }));

const confirm: Play = async (context) => {
  await ask(context);
  await context.userEvent.click(within(await dialog()).getByRole('button', { name: 'Delete' }));
};

export const Idle: Story = {
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled(),
};

/** A made output: its file goes, and its cost is not refunded. */
export const Confirming: Story = {
  play: async (context) => {
    await ask(context);
    await expect(await dialog()).toHaveTextContent('It leaves your gallery and its file is removed. The 🥯 2.00 it cost is not refunded.');
  },
};

export const ConfirmingInDollars: Story = {
  parameters: { currency: 'USD' },
  play: async (context) => {
    await ask(context);
    await expect(await dialog()).toHaveTextContent('The $0.08 it cost is not refunded.');
  },
};

/** A failed output was refunded already: the dialog says so. */
export const ConfirmingFailed: Story = {
  args: { output: failedImage() },
  play: async (context) => {
    await ask(context);
    await expect(await dialog()).toHaveTextContent('It leaves your gallery. Its charge was refunded.');
  },
};

/** Deleting: nothing closes the dialog until the server answers. */
export const Deleting: Story = {
  parameters: { fetch: generationFetch([generation()], [fakeRoute(deleteGeneration, never)]) },
  play: async (context) => {
    await confirm(context);
    const open = within(await dialog());
    await waitFor(() => expect(open.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-loading', 'true'));
    await expect(open.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Deleted: Story = {
  play: async (context) => {
    await confirm(context);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this image?' })).toBeNull());
  },
};

/** The server's reason inside the dialog, which stays open to try again. */
export const Refused: Story = {
  parameters: {
    fetch: generationFetch(
      [generation()],
      [fakeRoute(deleteGeneration, failure(503, 'The database is not reachable right now. Please try again shortly.'))],
    ),
  },
  play: async (context) => {
    await confirm(context);
    const alert = await within(await dialog()).findByRole('alert');
    await expect(alert).toHaveTextContent('The image was not deleted');
    await expect(alert).toHaveTextContent('The database is not reachable right now. Please try again shortly.');
  },
};
