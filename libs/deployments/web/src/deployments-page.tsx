import { EmptyState, Page } from '@bagel/ui';

/** The deployments domain's screen; the shell mounts it on its route (see `PATHS` in `@bagel/contract`). */
export function DeploymentsPage() {
  return (
    <Page title="Deployments">
      <EmptyState title="Nothing here yet" />
    </Page>
  );
}
