import { Badge, type MantineColor } from '@mantine/core';
import type { FineTuneStatus } from '@bagel/fine-tuning-contract';

const STATUS_BADGES: Record<FineTuneStatus, { label: string; color: MantineColor }> = {
  queued: { label: 'Queued', color: 'gray' },
  running: { label: 'Training', color: 'blue' },
  succeeded: { label: 'Finished', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
};

export function JobStatusBadge({ status }: { status: FineTuneStatus }) {
  const { label, color } = STATUS_BADGES[status];
  return (
    <Badge color={color} variant="light" size="lg">
      {label}
    </Badge>
  );
}
