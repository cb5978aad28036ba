import { Card, Group, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { ASSET_GRID_COLS } from './asset-list-item';

/** A row of cards at the widest layout. */
const SKELETON_CARDS = 3;

/** The list while it loads: cards of the real ones' shape, so the page keeps its layout when they arrive. */
export function AssetListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} aria-busy>
      <VisuallyHidden>{`${label}…`}</VisuallyHidden>
      <SimpleGrid aria-hidden data-testid="asset-list-skeleton" cols={ASSET_GRID_COLS}>
        {Array.from({ length: SKELETON_CARDS }, (_, card) => (
          <Card key={card} withBorder padding="md">
            <Stack gap="xs">
              <Skeleton height={22} width="70%" radius="sm" />
              <Group gap={6}>
                <Skeleton height={18} width={64} radius="xl" />
                <Skeleton height={18} width={48} radius="xl" />
              </Group>
              <Group justify="space-between">
                <Skeleton height={14} width={90} radius="sm" />
                <Skeleton height={14} width={80} radius="sm" />
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
