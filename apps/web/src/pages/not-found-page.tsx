import { IconMapOff } from '@tabler/icons-react';
import { EmptyState, Page } from '@bagel/ui';
import { WayBackActions } from './way-back-actions';

export function NotFoundPage() {
  return (
    <Page title="Page not found">
      <EmptyState
        icon={<IconMapOff aria-hidden size={28} />}
        title="There is nothing at this address"
        description="The link may be broken, or the page may have moved."
        action={<WayBackActions />}
      />
    </Page>
  );
}

export { NotFoundPage as Component };
