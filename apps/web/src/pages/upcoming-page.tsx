import { IconClock } from '@tabler/icons-react';
import { EmptyState, Page } from '@bagel/ui';
import { useRouteTitle } from '../routes/route-title';
import { WayBackActions } from './way-back-actions';

/** A route of the spec whose screen a later issue builds: its title, an honest word that it is not there yet, and a way back. */
export function UpcomingPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <EmptyState
        icon={<IconClock aria-hidden size={28} />}
        title="Not available yet"
        description={`${title} is not available yet. It is coming in a later release.`}
        action={<WayBackActions />}
      />
    </Page>
  );
}

/** The route component: every upcoming route shares it and names itself through its `handle`. */
export function Component() {
  return <UpcomingPage title={useRouteTitle() ?? 'Coming soon'} />;
}
