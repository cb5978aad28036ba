import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, fn, within } from 'storybook/test';
import type { AppStoryParameters } from '@bagel/web-testing';
import { assetFetch, DATASET_ID, fileEntry, FOLDERS, folderEntry } from '../testing/asset-fakes';
import { FileListing } from './file-listing';

/** A phone's width: the narrowest spec §9's small layout is checked at is 320 px, the common one 375 px. */
const PHONE_PX = 375;

const LONG_NAME = 'customer-reviews-of-the-whole-year-2024-cleaned-and-deduplicated.csv';

/**
 * A folder's entries in both layouts, at the width each is for: rows on a phone (under 768 px), where every action
 * stays in view, and the table on wider screens. Without `compact` the window's width picks one.
 */
const meta = {
  title: 'Assets/FileListing',
  component: FileListing,
  args: {
    assetId: DATASET_ID,
    files: FOLDERS[''] ?? [],
    label: 'Files in All files',
    editable: true,
    previews: true,
    onDeleted: fn(),
    compact: true,
  },
  parameters: { fetch: assetFetch() } satisfies AppStoryParameters,
  decorators: [
    (Story, { args }) => (
      <Box
        data-testid="frame"
        w={args.compact ? PHONE_PX : 960}
        p="md"
        style={{ outline: '1px dashed var(--mantine-color-default-border)' }}
      >
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FileListing>;
export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

/** Every button of the listing lies inside the phone's width: nothing to scroll sideways to. */
const actionsInView: Play = async ({ canvasElement }) => {
  const frame = within(canvasElement).getByTestId('frame').getBoundingClientRect();
  const buttons = within(canvasElement).getAllByRole('button');
  await expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) {
    const box = button.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(frame.left);
    await expect(box.right).toBeLessThanOrEqual(frame.right);
  }
};

/** A phone: each entry a row with its name over its size, Preview and Delete beside it. */
export const Phone: Story = {
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('list', { name: 'Files in All files' })).toBeVisible();
    await actionsInView(context);
  },
};

/** A name too long for the row wraps; its actions keep their place. */
export const PhoneLongName: Story = {
  args: { files: [fileEntry(LONG_NAME, 1_572_864), fileEntry('notes.txt', 900)] },
  play: actionsInView,
};

/** An IPFS dataset's files: the shortened CID and its copy button under the size. */
export const PhoneIpfs: Story = {
  args: {
    files: [
      folderEntry('data', 1_048_576),
      fileEntry('reviews.csv', 524_288, { cid: 'bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku' }),
    ],
  },
  play: actionsInView,
};

/** A model's files: no preview, Delete only. */
export const PhoneModel: Story = { args: { previews: false }, play: actionsInView };

/** The wider screens' table. */
export const Desktop: Story = {
  args: { compact: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Files in All files' })).toBeVisible();
  },
};
