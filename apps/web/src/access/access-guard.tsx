import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Container } from '@mantine/core';
import { useSession, useWaitlistRedirectHeld } from '@bagel/session';
import { useWaitlistSetting } from '@bagel/admin-web';
import { ErrorState, LoadingState, Page } from '@bagel/ui';
import { accessRedirect, awaitsWaitlistSetting, type AccessInput } from './access-rule';

/** Applies the access rule to every route: waits for the session (and a waitlisted user's setting), then redirects or renders the route. */
export function AccessGuard() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const waitlist = useWaitlistSetting();
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

  const access: AccessInput = {
    pathname,
    search,
    signedIn: session.status === 'signed-in',
    signedOutHere: wasSignedIn,
    role: session.user?.role ?? null,
    waitlistEnabled: waitlist.enabled,
    waitlistLoading: waitlist.isLoading,
    waitlistHeld,
  };
  if (awaitsWaitlistSetting(access)) return <LoadingState label="Loading your account" />;
  const redirect = accessRedirect(access);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
