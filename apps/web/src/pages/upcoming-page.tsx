import { useMatches } from 'react-router';
import { IconClock } from '@tabler/icons-react';
import { EmptyState, Page } from '@bagel/ui';
import type { UpcomingHandle } from '../routes/upcoming-routes';

/** A route of the spec whose screen a later issue builds: its title, and an honest word that it is not there yet. */
export function UpcomingPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <EmptyState icon={<IconClock aria-hidden size={28} />} title="Not available yet" description={`${title} is not available yet. It is coming in a later release.`} />
    </Page>
  );
}

function isUpcomingHandle(handle: unknown): handle is UpcomingHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as UpcomingHandle).upcomingTitle === 'string';
}

/** The route component: every upcoming route shares it and names itself through its `handle`. */
export function Component() {
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isUpcomingHandle);
  return <UpcomingPage title={handle?.upcomingTitle ?? 'Coming soon'} />;
}
