import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { ApiError, errorMessage } from '@bagel/api-client';
import { PATHS } from '@bagel/contract';
import { HUB_NAME } from '@bagel/hub-contract';
import { EmptyState, ErrorState } from '@bagel/ui';

export interface RepoUnavailableProps {
  /** What loading the repository threw; null for an address that names no repository, which is not asked about. */
  error: unknown;
  onRetry: () => void;
}

/** Why a hub repository page has nothing to show, with a way on: the hub's search, or another try. */
export function RepoUnavailable({ error, onRetry }: RepoUnavailableProps) {
  if (error === null || (error instanceof ApiError && error.status === 404)) {
    return (
      <EmptyState
        icon={<IconFileOff aria-hidden size={28} />}
        title={`This repository was not found on ${HUB_NAME}`}
        description="Its name may be misspelt, or it was deleted or made private."
        action={
          <Button component={Link} to={PATHS.hub}>
            {`Search ${HUB_NAME}`}
          </Button>
        }
      />
    );
  }
  return <ErrorState title={`Could not load this repository from ${HUB_NAME}`} message={errorMessage(error)} onRetry={onRetry} />;
}
