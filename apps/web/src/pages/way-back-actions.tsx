import { Link, NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';
import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { PATHS } from '@bagel/contract';

/**
 * Whether this visit has a page of ours before the current one. The first page of a visit has the key 'default';
 * a page that replaced it (a redirect, the return after signing in) was reached by REPLACE and may be the only one.
 */
function useHasPreviousPage(): boolean {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  return key !== 'default' && navigationType !== NavigationType.Replace;
}

/** The way out of a page with nothing to do: back where the visitor came from, when there is such a page, and to the dashboard. */
export function WayBackActions() {
  const navigate = useNavigate();
  const hasPreviousPage = useHasPreviousPage();
  return (
    <Group gap="sm" justify="center">
      {hasPreviousPage && (
        <Button variant="default" leftSection={<IconArrowLeft aria-hidden size={16} />} onClick={() => void navigate(-1)}>
          Go back
        </Button>
      )}
      <Button component={Link} to={PATHS.dashboard}>
        Go to the dashboard
      </Button>
    </Group>
  );
}
