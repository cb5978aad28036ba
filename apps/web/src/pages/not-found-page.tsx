import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { EmptyState, Page } from '@bagel/ui';
import { DASHBOARD_PATH } from '../access/access-rule';

export function NotFoundPage() {
  return (
    <Page title="Page not found">
      <EmptyState
        icon={<IconMapOff aria-hidden size={28} />}
        title="There is nothing at this address"
        description="The link may be broken, or the page may have moved."
        action={
          <Button component={Link} to={DASHBOARD_PATH}>
            Go to the dashboard
          </Button>
        }
      />
    </Page>
  );
}

export { NotFoundPage as Component };
