import { Link, Outlet } from 'react-router';
import { Anchor } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useSession } from '@bagel/session';
import { EmptyState, Page } from '@bagel/ui';
import { PATHS } from '@bagel/contract';
import { useWaitlistRestricted } from './use-waitlist-restricted';

/** /admin is for admins only; everyone else is told why instead of seeing a broken page. */
export function AdminOnly() {
  const { user } = useSession();
  const restricted = useWaitlistRestricted();
  if (user?.role === 'admin') return <Outlet />;
  return (
    <Page title="Admin">
      <EmptyState
        icon={<IconLock aria-hidden size={28} />}
        title="You need admin rights to view this page."
        action={
          // The dashboard would only bounce a user the waitlist restricts back to the waitlist page.
          restricted ? (
            <Anchor component={Link} to={PATHS.waitlist}>
              Go to the waitlist page
            </Anchor>
          ) : (
            <Anchor component={Link} to={PATHS.dashboard}>
              Go to the dashboard
            </Anchor>
          )
        }
      />
    </Page>
  );
}
