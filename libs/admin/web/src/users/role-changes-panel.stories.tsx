import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withFrame, PHONE_PX } from '@bagel/web-testing';
import { RoleChangesPanel } from './role-changes-panel';

const meta = {
  title: 'Admin/RoleChangesPanel',
  component: RoleChangesPanel,
  decorators: [withFrame],
  args: {
    status: 'ready',
    changes: [
      {
        user_id: '00000000-0000-4000-8000-00000000000a',
        username: 'wanda',
        from_role: 'waitlist',
        to_role: 'user',
        changed_by: 'alice',
        changed_at: '2026-11-28T09:30:00.000Z',
      },
      {
        user_id: '00000000-0000-4000-8000-00000000000a',
        username: 'wanda',
        from_role: 'user',
        to_role: 'waitlist',
        changed_by: 'wanda',
        changed_at: '2026-11-28T09:13:00.000Z',
      },
      {
        user_id: '00000000-0000-4000-8000-00000000000b',
        username: 'bob',
        from_role: 'user',
        to_role: 'admin',
        changed_by: null,
        changed_at: '2026-10-02T16:00:00.000Z',
      },
    ],
    loadError: null,
    onRetry: fn(),
  },
} satisfies Meta<typeof RoleChangesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', changes: [] } };
/** An admin's change, a user's own move to the waitlist (a failed referral), and one by an account since deleted. */
export const Changes: Story = {};
export const OnAPhone: Story = { parameters: { width: PHONE_PX } };
export const NoneYet: Story = { args: { changes: [] } };
export const LoadFailed: Story = { args: { status: 'error', changes: [], loadError: 'Failed to fetch role changes' } };
