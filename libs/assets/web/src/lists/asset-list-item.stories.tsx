import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { insideFrame, PHONE_PX, withCurrency, withFrame, withinList } from '@bagel/web-testing';
import { assetRecord, DATASET_ID, MODEL_ID } from '../testing/asset-fakes';
import { AssetListItem } from './asset-list-item';

/** One card of My Datasets or My Models: the title links to the asset's manage page. */
const meta = {
  title: 'Assets/AssetListItem',
  component: AssetListItem,
  args: { asset: assetRecord() },
  decorators: [withinList, withFrame, withCurrency],
  parameters: { width: 420 },
} satisfies Meta<typeof AssetListItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dataset: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Customer reviews' })).toHaveAttribute('href', `/dataset/${DATASET_ID}/description`);
    await expect(canvas.getByText('3 files · 1.5 MB')).toBeVisible();
    await expect(canvas.getByText('Not published')).toBeVisible();
  },
};

/** A published model links to the model's page and says its price. */
export const PublishedModel: Story = {
  args: {
    asset: assetRecord({
      dataset_id: MODEL_ID,
      dataset_type: 'MODEL',
      title: 'Tiny llama',
      tags: ['llama3'],
      is_published: true,
      price: 250,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Tiny llama' })).toHaveAttribute('href', `/model/${MODEL_ID}/description`);
    await expect(canvas.getByText('Published · 🥯 250.00')).toBeVisible();
  },
};

export const PublishedInDollars: Story = {
  args: { asset: assetRecord({ is_published: true, price: 250 }) },
  parameters: { currency: 'USD' },
  play: async ({ canvas }) => expect(canvas.getByText('Published · $10.00')).toBeVisible(),
};

/** A long title on a phone wraps inside the card. */
export const LongTitleOnPhone: Story = {
  args: {
    asset: assetRecord({
      title: 'Customer reviews of the whole year 2024, cleaned, deduplicated and translated into English',
      tags: ['customer-reviews', 'english', 'sentiment', 'retail'],
      is_published: true,
      price: 1_234_567.5,
    }),
  },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('link', { name: /^Customer reviews of the whole year 2024/ });
    await expect(insideFrame(canvasElement, [title, canvas.getByText('Published · 🥯 1,234,567.50')])).toBe(true);
  },
};
