import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { EmptyState, Page } from '@bagel/ui';
import { PATHS } from '@bagel/contract';

export function NotFoundPage() {
  return (
    <Page title="Page not found">
      <EmptyState
        icon={<IconMapOff aria-hidden size={28} />}
        title="There is nothing at this address"
        description="The link may be broken, or the page may have moved."
        action={
          <Button component={Link} to={PATHS.dashboard}>
            Go to the dashboard
          </Button>
        }
      />
    </Page>
  );
}

export { NotFoundPage as Component };
