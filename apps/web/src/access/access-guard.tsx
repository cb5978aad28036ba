import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Container } from '@mantine/core';
import { useSession, useWaitlistRedirectHeld } from '@bagel/session';
import { useWaitlistSetting } from '@bagel/admin-web';
import { ErrorState, LoadingState, Page } from '@bagel/ui';
import { accessRedirect } from './access-rule';

/** Applies the access rule to every route: waits for the session, then redirects or renders the route. */
export function AccessGuard() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const { enabled } = useWaitlistSetting();
  const waitlistHeld = useWaitlistRedirectHeld();
  // The guard stays mounted for the whole visit, so this tells a sign-out here from a visitor who arrived signed out.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (session.status === 'signed-in' && !wasSignedIn) setWasSignedIn(true);

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
    search,
    signedIn: session.status === 'signed-in',
    signedOutHere: wasSignedIn,
    role: session.user?.role ?? null,
    waitlistEnabled: enabled,
    waitlistHeld,
  });
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
