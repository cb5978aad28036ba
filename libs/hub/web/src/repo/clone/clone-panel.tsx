import { Link } from 'react-router';
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCopy } from '@tabler/icons-react';
import { errorMessage } from '@bagel/api-client';
import { cloneErrorText, type HubRepoDetails } from '@bagel/hub-contract';
import { ErrorState } from '@bagel/ui';
import { HUB_REPO_KINDS } from '../hub-repo-kinds';
import { CloneProgress } from './clone-progress';
import { useHubClone } from './use-hub-clone';

/** Clone (spec §4): copy the repository into a new model or dataset of the user's, and follow the copy to its end. */
export function ClonePanel({ repo }: { repo: HubRepoDetails }) {
  const { clone, start, starting, startError } = useHubClone(repo);
  const { noun, listTitle, managePath } = HUB_REPO_KINDS[repo.repo_type];
  // Spec §8's text for a failed clone, whether the server refused to start it or the copy failed.
  const failureTitle = cloneErrorText(repo.repo_type);

  if (!starting && startError) return <ErrorState title={failureTitle} message={errorMessage(startError)} onRetry={start} />;
  if (!starting && clone?.status === 'failed') {
    return <ErrorState title={failureTitle} message={clone.detail ?? 'The copy stopped before it finished.'} onRetry={start} />;
  }
  if (clone?.status === 'success') {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status" title="Cloned">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{`Its files are in your new ${noun}.`}</Text>
          <Button component={Link} to={managePath(clone.asset_id)} variant="light" size="xs">
            {`Open in ${listTitle}`}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Card withBorder padding="md">
      {clone?.status === 'pending' ? (
        <CloneProgress clone={clone} />
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{`Copy its files into a new ${noun} of yours, listed in ${listTitle}.`}</Text>
          <Button leftSection={<IconCopy size={16} aria-hidden />} loading={starting} onClick={start}>
            {`Clone to ${listTitle}`}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
