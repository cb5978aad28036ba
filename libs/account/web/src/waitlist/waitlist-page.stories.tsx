import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppStoryParameters } from '@bagel/web-testing';
import { WaitlistPage } from './waitlist-page';

const meta = {
  title: 'Account/WaitlistPage',
  component: WaitlistPage,
} satisfies Meta<typeof WaitlistPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SigningOut: Story = {
  parameters: { session: { signOut: () => new Promise<void>(() => undefined) } } satisfies AppStoryParameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
  },
};
