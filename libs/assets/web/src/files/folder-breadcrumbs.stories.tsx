import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { FolderBreadcrumbs } from './folder-breadcrumbs';

/** Where in the asset the file listing is; each folder above it links back to it (the folder is in the query). */
const meta = {
  title: 'Assets/FolderBreadcrumbs',
  component: FolderBreadcrumbs,
  args: { folder: '' },
  decorators: [withFrame],
} satisfies Meta<typeof FolderBreadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const trail = (canvas: Canvas) => within(canvas.getByRole('navigation', { name: 'Folders' }));

/** At the top: only 'All files', the current place, no link. */
export const Root: Story = {
  play: async ({ canvas }) => {
    await expect(trail(canvas).getByText('All files')).toHaveAttribute('aria-current', 'page');
    await expect(trail(canvas).queryByRole('link')).toBeNull();
  },
};

export const Nested: Story = {
  args: { folder: 'data/train' },
  play: async ({ canvas }) => {
    const links = trail(canvas).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All files', '/'],
      ['data', '/?path=data'],
    ]);
    await expect(trail(canvas).getByText('train')).toHaveAttribute('aria-current', 'page');
  },
};

/** Deep folders with long names on a phone: the trail wraps rather than running off the screen. */
export const DeepOnPhone: Story = {
  args: { folder: 'customer-reviews/2024/cleaned-and-deduplicated/english-only/by-month/december' },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    await expect(trail(canvas).getByText('december')).toHaveAttribute('aria-current', 'page');
    await expect(insideFrame(canvasElement, trail(canvas).getAllByRole('link'))).toBe(true);
  },
};
