import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, waitFor } from 'storybook/test';
import { FileCid } from './file-cid';

const CID = 'bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku';

/** An IPFS file's CID in a row of the file listing: shortened, the whole one in its title, a button to copy it. */
const meta = {
  title: 'Assets/FileCid',
  component: FileCid,
  args: { cid: CID, fileName: 'reviews.csv' },
} satisfies Meta<typeof FileCid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shortened: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('bafkreih…quvyku')).toHaveAttribute('title', CID);
    await expect(canvas.getByRole('button', { name: 'Copy CID of reviews.csv' })).toBeVisible();
  },
};

/** A CID short enough to fit is shown whole. */
export const Short: Story = {
  args: { cid: 'QmShortCid123' },
  play: async ({ canvas }) => expect(canvas.getByText('QmShortCid123')).toBeVisible(),
};

/**
 * Once copied, the button's tooltip says so. A test's click is not the user's, which the browser's clipboard refuses:
 * the story records what would be written instead.
 */
export const Copied: Story = {
  beforeEach: () => {
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => write.mockRestore();
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy CID of reviews.csv' }));
    await waitFor(() => expect(screen.getByText('Copied')).toBeVisible());
    await expect(navigator.clipboard.writeText).toHaveBeenCalledOnce();
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(CID);
  },
};
