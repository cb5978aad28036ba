import { Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { TransactionRowLayout } from './transaction-list';

/** Two days of rows, about what a first page shows above the fold. */
const SKELETON_DAYS = [3, 2] as const;

export const LOADING_TRANSACTIONS = 'Loading transactions';

/**
 * The list while its first page loads: day headings and rows drawn with the real rows' typography and layout,
 * covered by skeletons, so the panel keeps its shape when the list arrives.
 */
export function TransactionListSkeleton() {
  return (
    <div role="status" aria-label={LOADING_TRANSACTIONS} aria-busy>
      <VisuallyHidden>{`${LOADING_TRANSACTIONS}…`}</VisuallyHidden>
      <Stack gap="md" aria-hidden data-testid="transaction-list-skeleton">
        {SKELETON_DAYS.map((rows, day) => (
          <div key={day}>
            <Skeleton width="6em" radius="sm" mb={4}>
              <Text size="sm">&nbsp;</Text>
            </Skeleton>
            <Stack gap={6}>
              {Array.from({ length: rows }, (_, row) => (
                <TransactionRowLayout
                  key={row}
                  component="div"
                  description={
                    <Skeleton width={row % 2 ? '9em' : '12em'} radius="sm">
                      <Text size="sm">&nbsp;</Text>
                    </Skeleton>
                  }
                  meta={
                    <Skeleton width="7em" radius="sm">
                      <Text size="xs">&nbsp;</Text>
                    </Skeleton>
                  }
                  amount={
                    <Skeleton width="5em" radius="sm">
                      <Text size="sm">&nbsp;</Text>
                    </Skeleton>
                  }
                />
              ))}
            </Stack>
          </div>
        ))}
      </Stack>
    </div>
  );
}
