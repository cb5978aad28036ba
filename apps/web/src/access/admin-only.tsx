import { Link, Outlet } from 'react-router';
import { Anchor } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useSession } from '@bagel/session';
import { EmptyState, Page } from '@bagel/ui';
import { PATHS } from '@bagel/contract';

/** /admin is for admins only; everyone else is told why instead of seeing a broken page. */
export function AdminOnly() {
  const { user } = useSession();
  if (user?.role === 'admin') return <Outlet />;
  return (
    <Page title="Admin">
      <EmptyState
        icon={<IconLock aria-hidden size={28} />}
        title="You need admin rights to view this page."
        action={
          <Anchor component={Link} to={PATHS.dashboard}>
            Go to the dashboard
          </Anchor>
        }
      />
    </Page>
  );
}
