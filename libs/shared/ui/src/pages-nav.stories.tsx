import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { PagesNav } from './pages-nav';

const meta = {
  title: 'Shared/PagesNav',
  component: PagesNav,
  args: { total: 12, page: 3, onChange: fn() },
} satisfies Meta<typeof PagesNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await expect(args.onChange).toHaveBeenCalledWith(4);
  },
};
export const FirstPage: Story = { args: { page: 1 } };
/** One page: nothing to choose, so nothing is drawn. */
export const OnePage: Story = { args: { total: 1, page: 1 } };
