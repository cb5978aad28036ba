import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { assetRecord } from './testing/asset-fakes';
import { AssetSummary } from './asset-summary';

/** What a manage or market page says under an asset's title: badges, the description as typed, its files. */
const meta = {
  title: 'Assets/AssetSummary',
  component: AssetSummary,
  args: { asset: assetRecord() },
  decorators: [withFrame],
} satisfies Meta<typeof AssetSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No description: badges over the files line. */
export const WithoutDescription: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fine-tune')).toBeVisible();
    await expect(canvas.getByText('3 files · 1.5 MB')).toBeVisible();
  },
};

/** The description keeps the line breaks it was typed with. */
export const WithDescription: Story = {
  args: { asset: assetRecord({ details: 'Customer reviews of 2024, one a row.\nCollected from the shop, names removed.' }) },
  play: async ({ canvas }) => {
    const details = canvas.getByText(/Customer reviews of 2024/);
    await expect(details).toHaveTextContent('Customer reviews of 2024, one a row. Collected from the shop, names removed.');
    await expect(getComputedStyle(details).whiteSpace).toBe('pre-line');
  },
};

export const NoFiles: Story = {
  args: { asset: assetRecord({ file_count: 0, total_bytes: 0 }) },
  play: async ({ canvas }) => expect(canvas.getByText('0 files · 0 B')).toBeVisible(),
};

/** A word longer than a phone is wide (a link, a hash) wraps instead of widening the page. */
export const LongWordOnPhone: Story = {
  args: {
    asset: assetRecord({
      details: 'Source: https://example.org/datasets/customer-reviews/2024/full-export-with-every-column-and-no-deduplication.csv',
    }),
  },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    await expect(insideFrame(canvasElement, [canvas.getByText(/^Source:/)])).toBe(true);
  },
};
