import type { Meta, StoryObj } from '@storybook/react-vite';
import { getSettings } from '@bagel/contract';
import { TEST_USER } from '@bagel/session/testing';
import { fakeFetch, fakeRoute } from '@bagel/web-testing';
import { AdminOnly } from './admin-only';

const meta = { title: 'Shell/Admin only', component: AdminOnly, parameters: { route: '/admin' } } satisfies Meta<typeof AdminOnly>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in user without the admin role. */
export const NotAnAdmin: Story = { parameters: { session: { user: { ...TEST_USER, role: 'user' } } } };

/** A user the waitlist restricts (admin paths are exempt from its redirect): pointed back to the waitlist page. */
export const WaitlistRestricted: Story = {
  parameters: {
    session: { user: { ...TEST_USER, role: 'waitlist' } },
    fetch: fakeFetch([fakeRoute(getSettings, () => ({ body: { enabled: true } }))]),
  },
};
