import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { UPLOAD_TOO_LARGE } from '@bagel/assets-contract';
import { UploadList } from './upload-list';
import type { QueuedUpload } from './use-upload-queue';

const upload = (path: string, status: QueuedUpload['status'], percent = 0, error: string | null = null): QueuedUpload => ({
  key: path,
  path,
  status,
  percent,
  error,
});

/** The owner's chosen files, each with its own bar, in the order they are sent. */
const meta = {
  title: 'Assets/UploadList',
  component: UploadList,
  args: {
    uploads: [
      upload('reviews-2023.csv', 'uploaded', 100),
      upload('data/reviews-2024.csv', 'uploading', 40),
      upload('data/reviews-2025.csv', 'waiting'),
      upload('huge.csv', 'failed', 0, UPLOAD_TOO_LARGE),
    ],
  },
  decorators: [withFrame],
} satisfies Meta<typeof UploadList>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const rowOf = (canvas: Canvas, path: string) => canvas.getByRole('progressbar', { name: `Upload of ${path}` }).closest('li') as HTMLElement;

/** Each state as its row says it: Uploaded, a percentage, Waiting, and a refusal's reason under a red bar. */
export const EveryState: Story = {
  play: async ({ canvas }) => {
    await expect(rowOf(canvas, 'reviews-2023.csv')).toHaveTextContent('Uploaded');
    await expect(rowOf(canvas, 'data/reviews-2024.csv')).toHaveTextContent('40%');
    await expect(canvas.getByRole('progressbar', { name: 'Upload of data/reviews-2024.csv' })).toHaveAttribute('aria-valuenow', '40');
    await expect(rowOf(canvas, 'data/reviews-2025.csv')).toHaveTextContent('Waiting');
    await expect(within(rowOf(canvas, 'huge.csv')).getByRole('alert')).toHaveTextContent(UPLOAD_TOO_LARGE);
  },
};

/** The server's reason after spec §8's text. */
export const RefusedByServer: Story = {
  args: {
    uploads: [upload('reviews.csv', 'failed', 0, "Failed to upload file. 'reviews.csv' clashes with 'reviews.csv/part-1' in this asset")],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Failed to upload file. 'reviews.csv' clashes with 'reviews.csv/part-1'");
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** A long path on a phone is cut short with an ellipsis; its status stays in view. */
export const LongPathOnPhone: Story = {
  args: { uploads: [upload('customer-reviews/2024/cleaned-and-deduplicated/full-export-with-every-column.csv', 'uploading', 73)] },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    await expect(insideFrame(canvasElement, [canvas.getByText(/^customer-reviews/), canvas.getByText('73%')])).toBe(true);
  },
};

/** No files chosen yet: no list at all. */
export const Empty: Story = {
  args: { uploads: [] },
  play: async ({ canvas }) => expect(canvas.queryByRole('list')).toBeNull(),
};
