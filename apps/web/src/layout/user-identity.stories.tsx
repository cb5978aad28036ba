import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TEST_USER } from '@bagel/session/testing';
import { insideFrame, withFrame } from '@bagel/web-testing';
import { UserIdentity } from './user-identity';

/** Who is signed in, at the top of the avatar menu and the menu panel. */
const meta = {
  title: 'Shell/User identity',
  component: UserIdentity,
  args: { user: TEST_USER },
  decorators: [withFrame],
  parameters: { width: 260 },
} satisfies Meta<typeof UserIdentity>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('alice')).toBeVisible();
    await expect(canvas.getByText('alice@example.com')).toBeVisible();
  },
};

/** A long username and email are cut with an ellipsis, not wrapped or spilled. */
export const LongTexts: Story = {
  args: {
    user: { ...TEST_USER, username: 'alice_the_very_long_named_baker_2024', email: 'alice.the.very.long.named.baker@bakery.example.com' },
  },
  play: async ({ canvas, canvasElement }) => {
    const email = canvas.getByText('alice.the.very.long.named.baker@bakery.example.com');
    await expect(email).toHaveStyle({ textOverflow: 'ellipsis' });
    await expect(insideFrame(canvasElement, [email, canvas.getByText(/^alice_the_very/)])).toBe(true);
  },
};
