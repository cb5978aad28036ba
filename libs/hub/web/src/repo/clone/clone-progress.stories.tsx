import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withFrame } from '@bagel/web-testing';
import { halfCloned, hubClone } from '../../testing/hub-fakes';
import { CloneProgress } from './clone-progress';

/** A running clone's progress. */
const meta = {
  title: 'Hub/CloneProgress',
  component: CloneProgress,
  args: { clone: halfCloned() },
  decorators: [withFrame],
  parameters: { width: 480 },
} satisfies Meta<typeof CloneProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** How far, in per cent, files and bytes. */
export const HalfWay: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('42%')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Clone progress' })).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('3 of 6 files · 994 MB of 2.3 GB')).toBeVisible();
  },
};

/** The files not counted yet. */
export const ListingFiles: Story = {
  args: { clone: hubClone({ files_total: null, bytes_total: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0%')).toBeVisible();
    await expect(canvas.getByText('Listing files…')).toBeVisible();
  },
};

/** Files counted, bytes not: only the files. */
export const BytesUnknown: Story = {
  args: { clone: halfCloned({ bytes_total: null }) },
  play: async ({ canvas }) => expect(canvas.getByText('3 of 6 files')).toBeVisible(),
};

/** A progress that is not a number reads 0%; over 100 reads 100%. */
export const OutOfRange: Story = {
  args: { clone: halfCloned({ progress: 250 }) },
  play: async ({ canvas }) => expect(canvas.getByText('100%')).toBeVisible(),
};
