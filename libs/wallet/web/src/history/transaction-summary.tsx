import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { TransactionSummary as Summary } from '@bagel/contract';
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

/** The seven summary fields, in the user's currency. */
export function TransactionSummaryCards({ summary, currency }: { summary: Summary; currency: Currency }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" component="dl" m={0}>
      {CARDS.map(({ field, label }) => (
        <Paper key={field} withBorder p="xs">
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={700}>
            {formatMoney(summary[field], currency)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
