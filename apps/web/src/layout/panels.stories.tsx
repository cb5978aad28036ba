import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { type AppStoryParameters, withCurrency } from '@bagel/web-testing';
import { shellFetch } from '../testing/story-fakes';
import { Panels } from './panels';

/** The side panels the navigation opens, one at a time. */
const meta = {
  title: 'Shell/Panels',
  component: Panels,
  args: { open: null, onClose: fn() },
  decorators: [withCurrency],
  parameters: { route: '/dashboard', fetch: shellFetch() } satisfies AppStoryParameters,
} satisfies Meta<typeof Panels>;
export default meta;
type Story = StoryObj<typeof meta>;

/** None chosen: nothing over the page. */
export const NoneOpen: Story = {
  play: async () => expect(screen.queryByRole('dialog')).toBeNull(),
};

export const SendBagel: Story = {
  args: { open: 'send-bagel' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Send Bagel' })).toBeVisible();
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);
  },
};

export const ContactUs: Story = {
  args: { open: 'contact-us' },
  play: async () => expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeVisible(),
};

/** The Create Model wizard's sheet comes in a chunk of its own, loaded when first opened. */
export const CreateModel: Story = {
  args: { open: 'create-model' },
  play: async () => expect(await screen.findByRole('dialog', { name: /Create Model/ }, { timeout: 5000 })).toBeVisible(),
};

/** Close in a panel tells the shell. */
export const Closed: Story = {
  args: { open: 'send-bagel' },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Send Bagel' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
