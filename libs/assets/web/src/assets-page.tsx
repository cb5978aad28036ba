import { EmptyState, Page } from '@bagel/ui';

/** The assets domain's screen; the shell mounts it on its route (see `PATHS` in `@bagel/contract`). */
export function AssetsPage() {
  return (
    <Page title="Assets">
      <EmptyState title="Nothing here yet" />
    </Page>
  );
}
