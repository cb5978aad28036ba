import { Navigate, Outlet, useLocation } from 'react-router';
import { Container } from '@mantine/core';
import { useSession } from '@bagel/session';
import { useWaitlistSetting } from '@bagel/admin-web';
import { ErrorState, LoadingState, Page } from '@bagel/ui';
import { accessRedirect } from './access-rule';

/** Applies the access rule to every route: waits for the session, then redirects or renders the route. */
export function AccessGuard() {
  const session = useSession();
  const { pathname } = useLocation();
  const { enabled } = useWaitlistSetting();

  if (session.status === 'loading') return <LoadingState label="Loading your session" />;
  if (session.status === 'error') {
    return (
      <Container component="main" size="sm" py="xl">
        <Page title="Bagel is unavailable right now">
          <ErrorState message={session.error} onRetry={() => void session.refresh()} />
        </Page>
      </Container>
    );
  }

  const redirect = accessRedirect({
    pathname,
    signedIn: session.status === 'signed-in',
    role: session.user?.role ?? null,
    waitlistEnabled: enabled,
  });
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
