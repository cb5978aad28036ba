import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame, withinList } from '@bagel/web-testing';
import { hubDataset, hubRepo } from '../testing/hub-fakes';
import { HubRepoCard } from './hub-repo-card';

/** One hub search result. */
const meta = {
  title: 'Hub/HubRepoCard',
  component: HubRepoCard,
  args: { repo: hubRepo() },
  decorators: [withinList, withFrame],
  parameters: { width: 420 },
} satisfies Meta<typeof HubRepoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The name links to the model's page; family, downloads, likes and the last update. */
export const Model: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Llama-3.2-1B-Instruct' })).toHaveAttribute(
      'href',
      '/model/source/meta-llama%2FLlama-3.2-1B-Instruct/description',
    );
    await expect(canvas.getByText('meta-llama/Llama-3.2-1B-Instruct')).toBeVisible();
    await expect(canvas.getByText('llama')).toBeVisible();
    await expect(canvas.getByText('3.4M downloads')).toBeVisible();
    await expect(canvas.getByText('1K likes')).toBeVisible();
    await expect(canvas.getByText('Updated October 24, 2024')).toBeVisible();
  },
};

export const Gated: Story = {
  args: { repo: hubRepo({ id: 'meta-llama/Llama-3.1-8B-Instruct', gated: true }) },
  play: async ({ canvas }) => expect(canvas.getByText('Gated')).toBeVisible(),
};

/** A dataset links to its market page; without a family or pipeline tag no kind badge shows. */
export const Dataset: Story = {
  args: { repo: hubDataset() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'squad' })).toHaveAttribute(
      'href',
      '/market/source/dataset/rajpurkar%2Fsquad/description',
    );
    await expect(canvas.queryByText('Gated')).toBeNull();
  },
};

/** No pipeline tag nor family, never updated: only what is known. */
export const Sparse: Story = {
  args: { repo: hubRepo({ id: 'gpt2', family: null, pipeline_tag: null, last_modified: null, downloads: 0, likes: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 downloads')).toBeVisible();
    await expect(canvas.queryByText(/^Updated/)).toBeNull();
  },
};

/** A long id on a phone is cut with an ellipsis; the title wraps. */
export const LongNameOnPhone: Story = {
  args: { repo: hubRepo({ id: 'a-research-lab-with-a-long-name/Llama-3.2-1B-Instruct-finetuned-on-customer-support-tickets-v2' }) },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    await expect(insideFrame(canvasElement, [canvas.getByRole('heading'), canvas.getByRole('listitem')])).toBe(true);
  },
};
