import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { getSettings, updateSettings } from '@bagel/contract';
import { fundReferralPool, getReferralPool } from '@bagel/referrals-contract';
import { type AppStoryParameters, fakeFetch, fakeRoute, type ErrorReply } from '@bagel/web-testing';
import { TEST_USER } from '@bagel/session/testing';
import { AdminPage } from './admin-page';
import { adminUserRow, userListRoutes } from './testing/user-list-fakes';

const FAILURE: ErrorReply = { status: 500, body: { error: 'internal_error', detail: 'Database unavailable' } };

/**
 * The page against a fake edge and api: the setting answers from `enabled` and a flip is echoed unless `failUpdate`;
 * the pool holds `pool` BGL and grows by what is added; wanda waits on the waitlist for the signed-in admin to admit her.
 */
function fakeServers({ enabled, failUpdate = false, pool = 25_000 }: { enabled: boolean; failUpdate?: boolean; pool?: number }) {
  let current = enabled;
  let balance = pool;
  return fakeFetch([
    fakeRoute(getSettings, () => ({ body: { enabled: current } })),
    fakeRoute(updateSettings, ({ body }) => {
      if (failUpdate) return FAILURE;
      current = (body as { waitlistEnabled: boolean }).waitlistEnabled;
      return { body: { enabled: current } };
    }),
    fakeRoute(getReferralPool, () => ({ body: { balance } })),
    fakeRoute(fundReferralPool, ({ body }) => {
      balance += (body as { amount: number }).amount;
      return { body: { balance } };
    }),
    ...userListRoutes([
      adminUserRow('wanda', 'waitlist', { created_at: '2026-11-28T09:12:00.000Z' }),
      adminUserRow('bob', 'user', { balance: 1_250.5, created_at: '2026-10-02T15:40:00.000Z' }),
      adminUserRow(TEST_USER.username, 'admin', { id: TEST_USER.id, balance: 24_000, created_at: '2026-01-04T08:00:00.000Z' }),
    ]),
  ]);
}

const meta = {
  title: 'Admin/AdminPage',
  component: AdminPage,
} satisfies Meta<typeof AdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WaitlistOn: Story = { parameters: { fetch: fakeServers({ enabled: true }) } satisfies AppStoryParameters };
export const WaitlistOff: Story = { parameters: { fetch: fakeServers({ enabled: false }) } satisfies AppStoryParameters };
export const UpdateFails: Story = { parameters: { fetch: fakeServers({ enabled: true, failUpdate: true }) } satisfies AppStoryParameters };
/** The referral pool is spent: redemptions are refused until an admin adds Bagels. */
export const PoolSpent: Story = { parameters: { fetch: fakeServers({ enabled: true, pool: 0 }) } satisfies AppStoryParameters };
export const FetchFails: Story = {
  parameters: { fetch: async () => Response.json(FAILURE.body, { status: FAILURE.status }) } satisfies AppStoryParameters,
};
/** The admin lets wanda in: her row loses its Admit button and the change heads the audit. */
export const AdmitsAUser: Story = {
  parameters: { fetch: fakeServers({ enabled: true }) } satisfies AppStoryParameters,
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Admit wanda' }));
    await expect(await screen.findByText(/moved/)).toHaveTextContent(`${TEST_USER.username} moved wanda from Waitlist to User`);
  },
};
