import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { TransactionSummary as Summary } from '@bagel/transactions-contract';
import { formatMoney, type Currency } from '@bagel/util';

const CARDS: readonly { field: keyof Summary; label: string }[] = [
  { field: 'total_cost_video_generations', label: 'Video generations' },
  { field: 'total_cost_image_generations', label: 'Image generations' },
  { field: 'total_cost_fine_tuning', label: 'Fine-tuning' },
  { field: 'total_cost_llm_inference', label: 'LLM inference' },
  { field: 'total_cost_asset_purchase', label: 'Asset purchases' },
  { field: 'other_costs', label: 'Other costs' },
  { field: 'total_token_transferred', label: 'Bagels transferred' },
];

/**
 * The seven summary fields, in the user's currency. Without a summary (still loading) the same cards show a
 * skeleton where the values go, so nothing moves when they arrive; screen readers hear the list's status instead.
 */
export function TransactionSummaryCards({ summary, currency }: { summary: Summary | undefined; currency: Currency }) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3 }}
      spacing="xs"
      component="dl"
      m={0}
      aria-hidden={summary ? undefined : true}
      data-loading={summary ? undefined : true}
    >
      {CARDS.map(({ field, label }) => (
        <Paper key={field} withBorder p="xs">
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={700}>
            {summary ? (
              formatMoney(summary[field], currency)
            ) : (
              <Skeleton width="5em" radius="sm">
                {formatMoney(0, currency)}
              </Skeleton>
            )}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
