import { EmptyState, Page } from '@bagel/ui';

/** The create-dataset domain's screen; the shell mounts it on its route (see `PATHS` in `@bagel/contract`). */
export function CreateDatasetPage() {
  return (
    <Page title="Create dataset">
      <EmptyState title="Nothing here yet" />
    </Page>
  );
}
