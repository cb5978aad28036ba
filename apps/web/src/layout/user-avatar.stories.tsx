import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TEST_USER } from '@bagel/session/testing';
import { AVATAR_PICTURE } from '../testing/story-fakes';
import { UserAvatar } from './user-avatar';

/** The signed-in user's avatar in the header and the menu panel. */
const meta = {
  title: 'Shell/User avatar',
  component: UserAvatar,
  args: { user: TEST_USER },
} satisfies Meta<typeof UserAvatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No picture: the first letters of the first and last names; hidden from screen readers (its control names it). */
export const Initials: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('AB')).toBeInTheDocument();
    await expect(canvasElement.querySelector('.mantine-Avatar-root')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** No name: the username's first letter. */
export const UsernameInitial: Story = {
  args: { user: { ...TEST_USER, name: ' ' } },
  play: async ({ canvas }) => expect(canvas.getByText('A')).toBeInTheDocument(),
};

/** Three names: first and last. */
export const LongName: Story = {
  args: { user: { ...TEST_USER, name: 'maria de la cruz' }, size: 64 },
  play: async ({ canvas }) => expect(canvas.getByText('MC')).toBeInTheDocument(),
};

/** An uploaded picture replaces the initials. */
export const Picture: Story = {
  args: { user: { ...TEST_USER, image_url: AVATAR_PICTURE } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', AVATAR_PICTURE);
  },
};
