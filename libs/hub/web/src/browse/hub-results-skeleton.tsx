import { Card, Group, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { HUB_GRID_COLS } from './hub-repo-card';

/** Two rows at the widest layout. */
const SKELETON_CARDS = 6;

/** Results while they load: cards of the real ones' shape, so the page keeps its layout when they arrive. */
export function HubResultsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} aria-busy>
      <VisuallyHidden>{`${label}…`}</VisuallyHidden>
      <SimpleGrid aria-hidden cols={HUB_GRID_COLS}>
        {Array.from({ length: SKELETON_CARDS }, (_, card) => (
          <Card key={card} withBorder padding="md">
            <Stack gap="xs">
              <Skeleton height={22} width="60%" radius="sm" />
              <Skeleton height={14} width="80%" radius="sm" />
              <Skeleton height={18} width={72} radius="xl" />
              <Group gap="md">
                <Skeleton height={14} width={110} radius="sm" />
                <Skeleton height={14} width={70} radius="sm" />
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
