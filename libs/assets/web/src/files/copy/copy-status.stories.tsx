import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { getFilesCopyStatus } from '@bagel/assets-contract';
import { fakeRoute, type FramedStoryParameters, insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import type { FileCopy } from '@bagel/assets-contract';
import { assetFetch, assetRecord, copying, DATASET_ID } from '../../testing/asset-fakes';
import { CopyStatus } from './copy-status';

const copies = (...files: FileCopy[]) => assetFetch(assetRecord(), [fakeRoute(getFilesCopyStatus, () => ({ body: files }))]);

/** Files still being copied into an asset (resumable uploads, clones), each with how far it got. */
const meta = {
  title: 'Assets/CopyStatus',
  component: CopyStatus,
  args: { assetId: DATASET_ID, hidden: new Set<string>() },
  decorators: [withFrame],
  parameters: { fetch: copies(copying('data/large.parquet', 180 * 1024 ** 2, 420 * 1024 ** 2)) } satisfies FramedStoryParameters,
} satisfies Meta<typeof CopyStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Copying: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Copying data/large.parquet: 180 MB of 420 MB')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Copy of data/large.parquet' })).toHaveAttribute('aria-valuenow', '43');
  },
};

/** A copy whose size is not known yet: a moving bar, no percentage. */
export const UnknownSize: Story = {
  parameters: { fetch: copies({ ...copying('clone/model.safetensors', 64 * 1024 ** 2, 0), total_bytes: null }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Copying clone/model.safetensors: 64 MB')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Copy of clone/model.safetensors' })).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Finished and failed copies are not listed; the page's own uploads (listed above it) neither. */
export const OnlyOthersInProgress: Story = {
  args: { hidden: new Set(['reviews.csv']) },
  parameters: {
    fetch: copies(
      copying('reviews.csv', 10, 100),
      { ...copying('done.csv', 100, 100), status: 'copied' },
      { ...copying('broken.csv', 5, 100), status: 'failed', error: 'Disk full' },
      copying('data/train.jsonl', 1024 ** 2, 4 * 1024 ** 2),
    ),
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Copies in progress' });
    await expect(list.querySelectorAll('li')).toHaveLength(1);
    await expect(canvas.getByText('Copying data/train.jsonl: 1 MB of 4 MB')).toBeVisible();
  },
};

/** A long path on a phone stays inside the width. */
export const LongPathOnPhone: Story = {
  parameters: {
    width: PHONE_PX,
    fetch: copies(copying('customer-reviews/2024/cleaned-and-deduplicated/full-export.parquet', 3 * 1024 ** 3, 7 * 1024 ** 3)),
  },
  play: async ({ canvas, canvasElement }) => {
    const line = await canvas.findByText(/^Copying customer-reviews/);
    await expect(insideFrame(canvasElement, [line, canvas.getByRole('progressbar')])).toBe(true);
  },
};
