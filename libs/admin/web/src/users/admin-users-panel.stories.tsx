import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { adminUserRow } from '../testing/user-list-fakes';
import { AdminUsersPanel } from './admin-users-panel';

const USERS = [
  adminUserRow('wanda', 'waitlist', { created_at: '2026-11-28T09:12:00.000Z' }),
  adminUserRow('bob', 'user', { balance: 1_250.5, created_at: '2026-10-02T15:40:00.000Z' }),
  adminUserRow('alice', 'admin', { balance: 24_000, created_at: '2026-01-04T08:00:00.000Z' }),
];

/** The admin's user list: wanda waits to be let in, alice is the admin looking at it. */
const meta = {
  title: 'Admin/AdminUsersPanel',
  component: AdminUsersPanel,
  decorators: [withFrame],
  args: {
    status: 'ready',
    users: USERS,
    total: 3,
    pageSize: 20,
    filters: { q: '', role: null, page: 1 },
    onFilters: fn(),
    currentUserId: USERS[2]?.id ?? null,
    savingUserId: null,
    changeError: null,
    onChangeRole: fn(),
    loadError: null,
    onRetry: fn(),
  },
} satisfies Meta<typeof AdminUsersPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', users: [] } };
export const Users: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Admit wanda' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith(USERS[0]?.id, 'user');
  },
};
/** A phone: every row wraps inside the screen's width, the long email included. */
export const OnAPhone: Story = {
  args: {
    users: [
      ...USERS,
      adminUserRow('a_very_long_username_indeed', 'user', { email: 'someone.with.a.very.long.address@subdomain.example.com' }),
    ],
  },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    await expect(insideFrame(canvasElement, canvas.getAllByRole('listitem'))).toBe(true);
    await expect(insideFrame(canvasElement, canvas.getAllByRole('combobox'))).toBe(true);
  },
};
export const Admitting: Story = { args: { savingUserId: USERS[0]?.id ?? null } };
export const ChangeRefused: Story = { args: { changeError: 'You may only move your own account to the waitlist' } };
export const ManyPages: Story = { args: { total: 412, filters: { q: '', role: null, page: 3 } } };
export const NoMatch: Story = { args: { users: [], total: 0, filters: { q: 'zz', role: 'waitlist', page: 1 } } };
export const LoadFailed: Story = { args: { status: 'error', users: [], loadError: 'The database is not answering' } };
