import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { updateRole } from '@bagel/account-contract';
import { listUsers } from '@bagel/api-keys-contract';
import { TEST_USER } from '@bagel/session/testing';
import { errorReplyShapes, fakeFetch, fakeRoute, offContractReply, renderWithProviders, type RouteFake } from '@bagel/web-testing';
import { adminUserRow, userListRoutes } from '../testing/user-list-fakes';
import type { AdminUserRow } from './admin-users-panel';
import { AdminUsersSection } from './admin-users-section';

const row = adminUserRow;

/** api's user list over `rows`, 2 to a page, and edge's role calls; `handlers` replace any of them. */
const servers = (rows: AdminUserRow[], handlers: RouteFake[] = []) => fakeFetch([...userListRoutes(rows, 2), ...handlers]);

const usersSection = () => screen.getByRole('region', { name: 'Users' });
const changesSection = () => screen.getByRole('region', { name: 'Recent role changes' });

describe('AdminUsersSection', () => {
  it('admits a waitlisted user through POST /api/updateProfile and records the change', async () => {
    const rows = [row('wanda', 'waitlist', { balance: 12.5 }), row('bob', 'user')];
    const fetch = servers(rows);
    const { user, container } = renderWithProviders(<AdminUsersSection />, { fetch });

    const wanda = await within(usersSection()).findByRole('listitem', { name: 'wanda' });
    expect(wanda).toHaveTextContent('wanda@example.com');
    expect(wanda).toHaveTextContent('🥯 12.50');
    expect(within(changesSection()).getByText('No role has been changed yet.')).toBeInTheDocument();
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await user.click(within(wanda).getByRole('button', { name: 'Admit wanda' }));

    expect(fetch.requests.filter((request) => request.method === 'POST')).toMatchObject([
      { path: '/api/updateProfile', body: { userId: rows[0]?.id, role: 'user' } },
    ]);
    await waitFor(() => expect(within(wanda).queryByRole('button', { name: 'Admit wanda' })).not.toBeInTheDocument());
    expect(within(wanda).getByRole('combobox', { name: 'Role of wanda' })).toHaveValue('User');
    expect(await within(changesSection()).findByText(/moved/)).toHaveTextContent(`${TEST_USER.username} moved wanda from Waitlist to User`);
  });

  it('changes any role from the select, but never the signed-in admin’s own', async () => {
    const rows = [row('bob', 'user'), row(TEST_USER.username, 'admin', { id: TEST_USER.id })];
    const fetch = servers(rows);
    const { user } = renderWithProviders(<AdminUsersSection />, { fetch });

    const self = await within(usersSection()).findByRole('listitem', { name: TEST_USER.username });
    expect(within(self).getByText('You')).toBeInTheDocument();
    expect(within(self).getByRole('combobox', { name: `Role of ${TEST_USER.username}` })).toBeDisabled();

    const bob = within(usersSection()).getByRole('listitem', { name: 'bob' });
    await user.click(within(bob).getByRole('combobox', { name: 'Role of bob' }));
    await user.click(await screen.findByRole('option', { name: 'Waitlist' }));
    await waitFor(() => expect(within(bob).getByRole('button', { name: 'Admit bob' })).toBeInTheDocument());
    expect(rows[0]?.role).toBe('waitlist');
  });

  it('searches, filters by role and pages, asking the server each time', async () => {
    const rows = [row('ann', 'user'), row('anna', 'waitlist'), row('annie', 'waitlist'), row('zed', 'user')];
    const fetch = servers(rows);
    const { user } = renderWithProviders(<AdminUsersSection />, { fetch });

    expect(await within(usersSection()).findByText('4 users')).toBeInTheDocument();
    await user.click(within(usersSection()).getByRole('button', { name: 'Next page' }));
    expect(await within(usersSection()).findByRole('listitem', { name: 'zed' })).toBeInTheDocument();

    await user.type(within(usersSection()).getByRole('textbox', { name: 'Search users' }), 'ann');
    await user.click(within(usersSection()).getByRole('button', { name: 'Search' }));
    expect(await within(usersSection()).findByText('3 users')).toBeInTheDocument();
    expect(within(usersSection()).getByRole('listitem', { name: 'ann' })).toBeInTheDocument();

    await user.click(within(usersSection()).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Waitlist' }));
    expect(await within(usersSection()).findByText('2 users')).toBeInTheDocument();
    const last = fetch.requests.filter((request) => request.path === listUsers.path).at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toEqual({ q: 'ann', role: 'waitlist', page: '1' });

    await user.clear(within(usersSection()).getByRole('textbox', { name: 'Search users' }));
    await user.type(within(usersSection()).getByRole('textbox', { name: 'Search users' }), 'nobody');
    await user.click(within(usersSection()).getByRole('button', { name: 'Search' }));
    expect(await within(usersSection()).findByText('No users match. Try another search or role.')).toBeInTheDocument();
  });

  it.each(errorReplyShapes('Only admins may change roles'))(
    "shows a refused change's %s reply as the server worded it",
    async (_shape, body) => {
      const fetch = servers([row('bob', 'waitlist')], [fakeRoute(updateRole, () => offContractReply(403, body))]);
      const { user } = renderWithProviders(<AdminUsersSection />, { fetch });

      await user.click(await within(usersSection()).findByRole('button', { name: 'Admit bob' }));

      expect(await within(usersSection()).findByRole('alert')).toHaveTextContent('Only admins may change roles');
      expect(within(usersSection()).getByRole('button', { name: 'Admit bob' })).toBeInTheDocument();
    },
  );

  it('says why the list could not load, and loads it again on Try again', async () => {
    let failures = 1;
    const bob = row('bob', 'user');
    const fetch = servers(
      [bob],
      [
        fakeRoute(listUsers, () =>
          failures-- > 0
            ? { status: 500, body: { error: 'Internal Server Error', detail: 'The database is not answering' } }
            : { body: { users: [bob], total: 1, page: 1, page_size: 2 } },
        ),
      ],
    );
    const { user } = renderWithProviders(<AdminUsersSection />, { fetch });

    expect(await within(usersSection()).findByText('The database is not answering')).toBeInTheDocument();
    await user.click(within(usersSection()).getByRole('button', { name: 'Try again' }));
    expect(await within(usersSection()).findByRole('listitem', { name: 'bob' })).toBeInTheDocument();
  });
});
