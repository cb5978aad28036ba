import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { generatePath } from 'react-router';
import { BAGEL_TEXT_EMBEDDING } from '@bagel/assets-contract';
import { PATHS } from '@bagel/contract';
import { CREATED_ID } from './testing/create-dataset-fakes';
import { DatasetReady } from './dataset-ready';

/** The sheet's success view (spec §2): the new dataset, and Manage Dataset, Create Dataset or Close. */
const meta = {
  title: 'Create Dataset/DatasetReady',
  component: DatasetReady,
  args: {
    id: CREATED_ID,
    dataset: { title: 'Poems of the sea', dataset_type: 'RAW', embedding_model: BAGEL_TEXT_EMBEDDING },
    onCreateAnother: fn(),
    onClose: fn(),
  },
  decorators: [withFrame],
} satisfies Meta<typeof DatasetReady>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The news has the focus; Manage Dataset leads to the new dataset's page. */
export const FineTuneDataset: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Dataset is Ready!' })).toHaveFocus();
    await expect(canvas.getByText('Fine-tune')).toBeVisible();
    await expect(canvas.getByText('Bagel Text model')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage Dataset' })).toHaveAttribute(
      'href',
      generatePath(PATHS.manageDataset, { datasetId: CREATED_ID }),
    );
  },
};

/** A VECTOR dataset with another embedding: RAG, Multi modal. */
export const RagMultiModal: Story = {
  args: { dataset: { title: 'Art captions', dataset_type: 'VECTOR', embedding_model: 'clip-vit-b-32' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('RAG')).toBeVisible();
    await expect(canvas.getByText('Multi modal')).toBeVisible();
  },
};

/** A long name on a phone wraps; the three buttons wrap below one another, all within the width. */
export const LongTitleOnPhone: Story = {
  args: {
    dataset: {
      title: 'Customer reviews of the whole year 2024, cleaned, deduplicated and translated into English for fine-tuning',
      dataset_type: 'RAW',
      embedding_model: BAGEL_TEXT_EMBEDDING,
    },
  },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/^Customer reviews of the whole year 2024/)).toBeVisible();
    await expect(
      insideFrame(canvasElement, [canvas.getByText(/^Customer reviews/), ...canvas.getAllByRole('button'), canvas.getByRole('link')]),
    ).toBe(true);
  },
};

export const CreateAnotherAndClose: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Dataset' }));
    await expect(args.onCreateAnother).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
