import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { HubRepoDetails } from '@bagel/hub-contract';
import { PHONE_PX, withFrame } from '@bagel/web-testing';
import { datasetDetails, repoDetails } from '../testing/hub-fakes';
import { RepoFiles } from './repo-files';

/** The props for a repository's details (whose files the fakes always list). */
const filesOf = (details: HubRepoDetails) => ({ repoId: details.id, files: details.files ?? [], totalBytes: details.total_bytes ?? 0 });
const model = repoDetails();

/** A hub repository's files with their sizes. */
const meta = {
  title: 'Hub/RepoFiles',
  component: RepoFiles,
  args: filesOf(model),
  decorators: [withFrame],
  parameters: { width: 720 },
} satisfies Meta<typeof RepoFiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every file, its size, and LFS on the large ones; the count and total above. */
export const Model: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: `Files of ${model.id}` });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(within(table).getByRole('row', { name: /^model\.safetensors/ })).toHaveTextContent('LFS');
    await expect(within(table).getByRole('row', { name: /^config\.json/ })).not.toHaveTextContent('LFS');
    await expect(canvas.getByText(/^6 files · /)).toBeVisible();
  },
};

export const Dataset: Story = {
  args: filesOf(datasetDetails()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /^plain_text\/train-00000-of-00001\.parquet/ })).toBeVisible();
  },
};

/** On a phone the table keeps its width and scrolls inside its own box, not the page. */
export const OnPhone: Story = {
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    const frame = canvasElement.querySelector('[data-testid="frame"]');
    await expect(canvas.getByRole('table').getBoundingClientRect().width).toBeGreaterThanOrEqual(420);
    await expect(frame?.scrollWidth).toBe(frame?.clientWidth);
  },
};
