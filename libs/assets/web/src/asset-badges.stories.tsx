import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { AssetBadges } from './asset-badges';

/** The type badge, then the tags, under an asset's title on cards and pages. */
const meta = {
  title: 'Assets/AssetBadges',
  component: AssetBadges,
  args: { asset: { dataset_type: 'RAW', tags: ['reviews', 'english'] } },
  decorators: [withFrame],
} satisfies Meta<typeof AssetBadges>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The type's label first, then each tag as typed. */
export const RawWithTags: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/./).map((badge) => badge.textContent)).toEqual(['Fine-tune', 'reviews', 'english']);
  },
};

export const VectorWithoutTags: Story = {
  args: { asset: { dataset_type: 'VECTOR', tags: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/./).map((badge) => badge.textContent)).toEqual(['RAG']);
  },
};

export const Model: Story = {
  args: { asset: { dataset_type: 'MODEL', tags: ['llama3'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Model')).toBeVisible();
    await expect(canvas.getByText('llama3')).toBeVisible();
  },
};

/** Many tags on a phone wrap onto more lines; none runs past the edge. */
export const ManyTagsOnPhone: Story = {
  args: {
    asset: {
      dataset_type: 'RAW',
      tags: ['customer-reviews', 'english', 'sentiment', 'retail', 'five-star-scale', 'deduplicated', '2024'],
    },
  },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    await expect(insideFrame(canvasElement, canvas.getAllByText(/./))).toBe(true);
  },
};
