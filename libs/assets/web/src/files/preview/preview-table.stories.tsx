import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { REVIEWS_PREVIEW } from '../../testing/asset-fakes';
import { PreviewTable } from './preview-table';

/** A file's first rows under the columns the server found, as the Preview dialog shows them. */
const meta = {
  title: 'Assets/PreviewTable',
  component: PreviewTable,
  args: { preview: REVIEWS_PREVIEW },
  decorators: [withFrame],
} satisfies Meta<typeof PreviewTable>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const cellsOf = (canvas: Canvas, row: number) =>
  within(within(canvas.getByRole('table')).getAllByRole('row')[row] as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The file has more rows than were read. */
export const FirstRows: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'First rows of reviews.csv' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['id', 'review', 'stars']);
    await expect(cellsOf(canvas, 1)).toEqual(['1', 'Great value', '5']);
    await expect(canvas.getByText('The first 3 rows; the file has more.')).toBeVisible();
  },
};

/** A JSONL file read to its end: nested values as JSON, missing ones empty. */
export const WholeJsonl: Story = {
  args: {
    preview: {
      path: 'data/train.jsonl',
      format: 'jsonl',
      columns: ['prompt', 'completion', 'meta'],
      rows: [{ prompt: 'Hello', completion: 'Hi there!', meta: { lang: 'en', tags: ['greeting'] } }, { prompt: 'Bye' }],
      truncated: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(cellsOf(canvas, 1)).toEqual(['Hello', 'Hi there!', '{"lang":"en","tags":["greeting"]}']);
    await expect(cellsOf(canvas, 2)).toEqual(['Bye', '', '']);
    await expect(canvas.getByText('The whole file: 2 rows.')).toBeVisible();
  },
};

const WIDE_COLUMNS = ['order_id', 'customer_name', 'shipping_address', 'product_title', 'review_text', 'stars', 'purchased_at'];

/** More columns than a phone can show: the table scrolls sideways inside its area, the page does not. */
export const ManyColumnsOnPhone: Story = {
  args: {
    preview: {
      path: 'orders.parquet',
      format: 'parquet',
      columns: WIDE_COLUMNS,
      rows: [Object.fromEntries(WIDE_COLUMNS.map((column) => [column, `${column} of the first order`]))],
      truncated: true,
    },
  },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'First rows of orders.parquet' });
    const scrollArea = table.closest('.mantine-ScrollArea-root');
    await expect(scrollArea).not.toBeNull();
    await expect(insideFrame(canvasElement, [scrollArea as Element])).toBe(true);
    await expect(table.getBoundingClientRect().width).toBeGreaterThan(canvas.getByTestId('frame').clientWidth);
    await expect(canvas.getByText('The first 1 row; the file has more.')).toBeVisible();
  },
};
