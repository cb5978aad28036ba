import { Group, Progress, Stack, Text } from '@mantine/core';
import type { FineTuneJob } from '@bagel/fine-tuning-contract';

/** Spec §9: a progress value is a number (0 when it is not one), shown as a percentage from 0 to 100. */
const percent = (progress: unknown) => Math.round(Math.min(100, Math.max(0, Number(progress) || 0)));

/** 'Step 60 of 120'; the total is unknown until the trainer has counted the dataset's batches. */
export const stepText = ({ step, total_steps }: Pick<FineTuneJob, 'step' | 'total_steps'>) =>
  total_steps === null ? `Step ${step}` : `Step ${step} of ${total_steps}`;

export function JobProgress({ job }: { job: FineTuneJob }) {
  const value = percent(job.progress);
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm">{stepText(job)}</Text>
        <Text size="sm" c="dimmed">{`${value}%`}</Text>
      </Group>
      <Progress
        value={value}
        aria-label="Training progress"
        color={job.status === 'failed' ? 'red' : undefined}
        animated={job.status === 'running'}
      />
    </Stack>
  );
}
