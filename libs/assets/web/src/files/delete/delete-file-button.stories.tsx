import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { deleteAssetFile } from '@bagel/assets-contract';
import { type AppStoryParameters, type FakeHandler, fakeRoute, never, offContractReply } from '@bagel/web-testing';
import { assetFetch, assetRecord, DATASET_ID } from '../../testing/asset-fakes';
import { DeleteFileButton } from './delete-file-button';

const deleteReply = (reply: FakeHandler<typeof deleteAssetFile>) => assetFetch(assetRecord(), [fakeRoute(deleteAssetFile, reply)]);

/** A file's Delete action, confirmed in a dialog; the outcome is told in a toast (spec §5, §8). */
const meta = {
  title: 'Assets/DeleteFileButton',
  component: DeleteFileButton,
  args: { assetId: DATASET_ID, path: 'data/train.jsonl', name: 'train.jsonl', onDeleted: fn() },
  parameters: { fetch: deleteReply(() => ({ body: { message: 'File deleted successfully' } })) } satisfies AppStoryParameters,
} satisfies Meta<typeof DeleteFileButton>;
export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const ask: Play = async ({ canvas, userEvent }) => userEvent.click(canvas.getByRole('button', { name: 'Delete train.jsonl' }));

const confirm: Play = async (context) => {
  await ask(context);
  await context.userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete file' })).getByRole('button', { name: 'Delete' }));
};

/** The toast fades in: visible once its transition is over. */
const toastSays = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeVisible());

export const Idle: Story = {
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Delete train.jsonl' })).toBeEnabled(),
};

/** The dialog names the whole path, since a deleted file cannot be brought back. */
export const Confirming: Story = {
  play: async (context) => {
    await ask(context);
    await expect(await screen.findByRole('dialog', { name: 'Delete file' })).toHaveTextContent(
      'Delete data/train.jsonl? This cannot be undone.',
    );
  },
};

export const Deleting: Story = {
  parameters: { fetch: deleteReply(never) },
  play: async (context) => {
    await confirm(context);
    const dialog = screen.getByRole('dialog', { name: 'Delete file' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute('data-loading', 'true'));
  },
};

export const Deleted: Story = {
  play: async (context) => {
    await confirm(context);
    await toastSays('File deleted successfully');
    await expect(context.args.onDeleted).toHaveBeenCalledOnce();
    await expect(context.args.onDeleted).toHaveBeenCalledWith('data/train.jsonl');
  },
};

/** The server's reason, as the error reader finds it (here in a detail list). */
export const Refused: Story = {
  parameters: { fetch: deleteReply(() => offContractReply(409, { detail: [{ msg: 'The folder is not empty' }] })) },
  play: async (context) => {
    await confirm(context);
    await toastSays('The folder is not empty');
    await expect(context.args.onDeleted).not.toHaveBeenCalled();
  },
};

/** A proxy's page instead of an error reply: no words to show, so spec §8's own text. */
export const FailedWithoutReason: Story = {
  parameters: { fetch: deleteReply(() => new Response('upstream timeout', { status: 502 })) },
  play: async (context) => {
    await confirm(context);
    await toastSays('Failed to delete file');
  },
};
