import { Button, Center, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { errorMessage } from '@bagel/api-client';
import type { GenerationKind } from '@bagel/generation-contract';
import { EmptyState, ErrorState, LoadingState } from '@bagel/ui';
import { KIND_NOUNS } from '../generation-labels';
import { GenerationCard } from './generation-card';
import { useGallery } from './use-gallery';

/** The user's outputs of one kind, newest first, with more on request. */
export function GenerationGallery({ kind }: { kind: GenerationKind }) {
  const gallery = useGallery(kind);
  const noun = KIND_NOUNS[kind].many;
  const heading = `Your ${noun}`;

  return (
    <Stack gap="md" component="section" aria-label={heading}>
      <Title order={2} size="h3">
        {heading}
      </Title>
      {gallery.isPending ? (
        <LoadingState label={`Loading your ${noun}`} />
      ) : !gallery.data ? (
        <ErrorState title={`Could not load your ${noun}`} message={errorMessage(gallery.error)} onRetry={() => void gallery.refetch()} />
      ) : gallery.outputs.length === 0 ? (
        <EmptyState
          title={`No ${noun} yet`}
          description={`Describe what you want above and press Generate. Your ${noun} are kept here.`}
          icon={<IconPhoto aria-hidden size={28} />}
        />
      ) : (
        <>
          <SimpleGrid component="ul" aria-label={heading} cols={{ base: 1, xs: 2, md: 3, xl: 4 }} p={0} m={0} style={{ listStyle: 'none' }}>
            {gallery.outputs.map((output) => (
              <GenerationCard key={output.generation_id} output={output} />
            ))}
          </SimpleGrid>
          {gallery.hasNextPage && (
            <Center>
              <Button variant="default" onClick={() => void gallery.fetchNextPage()} loading={gallery.isFetchingNextPage}>
                Load more
              </Button>
            </Center>
          )}
          {gallery.isFetchNextPageError && (
            <ErrorState
              title={`Could not load more ${noun}`}
              message={errorMessage(gallery.error)}
              onRetry={() => void gallery.fetchNextPage()}
            />
          )}
        </>
      )}
    </Stack>
  );
}
