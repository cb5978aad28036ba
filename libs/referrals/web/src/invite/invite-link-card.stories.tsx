import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { CODE } from '../testing/referral-fakes';
import { inviteLink } from './invite-link';
import { InviteLinkCard } from './invite-link-card';

/** alice's code and the link she hands out, on Earn Bagels. */
const meta = {
  title: 'Referrals/InviteLinkCard',
  component: InviteLinkCard,
  args: { code: CODE, link: inviteLink('https://bagel.example', CODE) },
  decorators: [withFrame],
  parameters: { width: 560 },
} satisfies Meta<typeof InviteLinkCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = {
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('region', { name: 'Your invite link' });
    await expect(card).toHaveTextContent(`Your referral code is ${CODE}.`);
    await expect(canvas.getByRole('textbox', { name: 'Invite link' })).toHaveValue(args.link);
    await expect(canvas.getByRole('textbox', { name: 'Invite link' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeEnabled();
  },
};

/** Tabbing to the link selects all of it, ready to copy by hand. */
export const Selected: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Invite link' });
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  },
};

/** On a phone the link field narrows; Copy link keeps its width beside it. */
export const OnPhone: Story = {
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    const copy = canvas.getByRole('button', { name: 'Copy link' });
    await expect(insideFrame(canvasElement, [canvas.getByRole('textbox', { name: 'Invite link' }), copy])).toBe(true);
    await expect(copy.getBoundingClientRect().width).toBeGreaterThanOrEqual(110);
  },
};
