import { EmptyState, Page } from '@bagel/ui';

/** The generation domain's screen; the shell mounts it on its route (see `PATHS` in `@bagel/contract`). */
export function GenerationPage() {
  return (
    <Page title="Generation">
      <EmptyState title="Nothing here yet" />
    </Page>
  );
}
