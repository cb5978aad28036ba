import { Group, Stack, Text } from '@mantine/core';
import type { FineTuneJob } from '@bagel/fine-tuning-contract';
import { useCurrency } from '@bagel/currency';
import { formatMoney } from '@bagel/util';
import { isActive } from './job-state';

/**
 * What the job costs the user. While it trains its estimate is held from the balance; once settled the final charge
 * (never above the estimate) is taken and the difference given back. Amounts follow the header's currency switch.
 */
export function JobCost({ job }: { job: FineTuneJob }) {
  const { currency } = useCurrency();
  const money = (bagels: number) => formatMoney(bagels, currency);

  if (job.charged_bgl === null) {
    return (
      <Stack gap={2}>
        <Amount label="Held" value={money(job.estimate_bgl)} />
        <Text size="xs" c="dimmed">
          {isActive(job)
            ? 'The estimate is held from your balance; what training does not use comes back when it ends.'
            : 'Settling the final charge…'}
        </Text>
      </Stack>
    );
  }
  // In hundredths, so 120 − 96.3 is 23.70 and not 23.699999999999996.
  const refund = Math.max(0, Math.round((job.estimate_bgl - job.charged_bgl) * 100) / 100);
  return (
    <Stack gap={2}>
      <Amount label="Charged" value={money(job.charged_bgl)} />
      <Amount label="Refunded" value={money(refund)} />
      <Text size="xs" c="dimmed">{`Of the ${money(job.estimate_bgl)} held when training started.`}</Text>
    </Stack>
  );
}

function Amount({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={600} ff="monospace">
        {value}
      </Text>
    </Group>
  );
}
