import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { type FramedStoryParameters, insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { assetFetch, DATASET_ID, fileEntry, FOLDERS, folderEntry } from '../testing/asset-fakes';
import { FileListing } from './file-listing';

const LONG_NAME = 'customer-reviews-of-the-whole-year-2024-cleaned-and-deduplicated.csv';

const IPFS_FILES = [
  folderEntry('data', 1_048_576),
  fileEntry('reviews.csv', 524_288, { cid: 'bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku' }),
];

/**
 * A folder's entries in both layouts, at the width each is for: rows on a phone (under 768 px; `file-rows.tsx`),
 * where every action stays in view, and the table on wider screens (`file-table.tsx`). Both are made of the entries of
 * `file-entry.tsx`: a name (a sub-folder's opens it) and a file's actions. Without `compact` the window's width picks
 * one. The stories named Phone… show the rows, Desktop… the table.
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
  decorators: [withFrame],
  parameters: { width: PHONE_PX, fetch: assetFetch() } satisfies FramedStoryParameters,
} satisfies Meta<typeof FileListing>;
export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const DESKTOP = { compact: false } as const;
const DESKTOP_WIDTH = { width: 960 };

/** Every button of the listing lies inside the phone's width: nothing to scroll sideways to. */
const actionsInView: Play = async ({ canvas, canvasElement }) => {
  const buttons = canvas.getAllByRole('button');
  await expect(buttons.length).toBeGreaterThan(0);
  await expect(insideFrame(canvasElement, buttons)).toBe(true);
};

/** The names of an entry's buttons: none for a folder. */
const actionsOf = (entry: HTMLElement) =>
  within(entry)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

const rowOf = (canvas: HTMLElement, name: string) => within(canvas).getByText(name).closest('li, tr') as HTMLElement;

/** A phone: each entry a row with its name over its size, Preview and Delete beside it; a folder opens in place. */
export const Phone: Story = {
  play: async (context) => {
    const list = context.canvas.getByRole('list', { name: 'Files in All files' });
    await expect(within(list).getByRole('link', { name: 'Open folder data' })).toHaveAttribute('href', '/?path=data');
    await expect(actionsOf(rowOf(list, 'data'))).toEqual([]);
    await expect(actionsOf(rowOf(list, 'reviews.csv'))).toEqual(['Preview reviews.csv', 'Download reviews.csv', 'Delete reviews.csv']);
    await expect(rowOf(list, 'reviews.csv')).toHaveTextContent('512 KB');
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
  args: { files: IPFS_FILES },
  play: async (context) => {
    await expect(context.canvas.getByRole('button', { name: 'Copy CID of reviews.csv' })).toBeVisible();
    await actionsInView(context);
  },
};

/** A model's files: no preview, Delete only. */
export const PhoneModel: Story = {
  args: { previews: false },
  play: async (context) => {
    await expect(actionsOf(rowOf(context.canvasElement, 'reviews.csv'))).toEqual(['Download reviews.csv', 'Delete reviews.csv']);
    await actionsInView(context);
  },
};

/** The wider screens' table: name, size and the actions, no CID column when no file has one. */
export const Desktop: Story = {
  args: DESKTOP,
  parameters: DESKTOP_WIDTH,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Files in All files' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Size', 'Actions']);
    await expect(actionsOf(rowOf(table, 'README.txt'))).toEqual(['Preview README.txt', 'Download README.txt', 'Delete README.txt']);
  },
};

/** An IPFS dataset's table gains the CID column; a folder's cell in it stays empty. */
export const DesktopIpfs: Story = {
  args: { ...DESKTOP, files: IPFS_FILES },
  parameters: DESKTOP_WIDTH,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Files in All files' });
    await expect(within(table).getByRole('columnheader', { name: 'IPFS CID' })).toBeVisible();
    await expect(within(rowOf(table, 'reviews.csv')).getByText('bafkreih…quvyku')).toBeVisible();
    await expect(within(rowOf(table, 'data')).queryByRole('button')).toBeNull();
  },
};

/** A buyer's view of a dataset: Preview, no Delete. */
export const DesktopReadOnly: Story = {
  args: { ...DESKTOP, editable: false },
  parameters: DESKTOP_WIDTH,
  play: async ({ canvas }) => {
    await expect(actionsOf(rowOf(canvas.getByRole('table'), 'reviews.csv'))).toEqual(['Preview reviews.csv', 'Download reviews.csv']);
  },
};

/** A long name wraps in its cell; the size stays on one line. */
export const DesktopLongName: Story = {
  args: { ...DESKTOP, files: [fileEntry(LONG_NAME, 1_572_864)] },
  parameters: { width: 480 },
  play: async ({ canvas }) => {
    const size = canvas.getByText('1.5 MB');
    await expect(size.getBoundingClientRect().height).toBeLessThan(2 * parseFloat(getComputedStyle(size).lineHeight));
    await expect(canvas.getByText(LONG_NAME).getBoundingClientRect().height).toBeGreaterThan(
      1.5 * parseFloat(getComputedStyle(canvas.getByText(LONG_NAME)).lineHeight),
    );
  },
};
