import { useId } from 'react';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '@bagel/api-client';
import type { FineTuneJob } from '@bagel/fine-tuning-contract';
import { ErrorState, FailureAlert, LoadingState } from '@bagel/ui';
import { JobCost } from './job-cost';
import { JobEvents } from './job-events';
import { JobFacts } from './job-facts';
import { JobProgress } from './job-progress';
import { JobStatusBadge } from './job-status-badge';
import { LossChart } from './loss-chart';
import { useFineTuneJob } from './use-fine-tune-job';

/**
 * A fine-tuned model's training job on the model's page, followed live until it ends. A model that was uploaded or
 * cloned has no job, and the panel shows nothing for it.
 */
export function FineTuneJobPanel({ modelId }: { modelId: string }) {
  const job = useFineTuneJob(modelId);
  // A failed poll keeps the last answer on screen; only a first load that fails has nothing else to show.
  if (job.data === null) return null;
  if (job.data) return <JobDetails job={job.data} />;
  if (job.isError) {
    return <ErrorState title="Could not load the training job" message={errorMessage(job.error)} onRetry={() => void job.refetch()} />;
  }
  return <LoadingState label="Loading the training job" />;
}

function JobDetails({ job }: { job: FineTuneJob }) {
  const headingId = useId();
  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} size="h3" id={headingId}>
              Fine-tuning
            </Title>
            <JobStatusBadge status={job.status} />
          </Group>
          {/* The shared design has a simulator show its name, so nobody takes a simulated run for a real one. */}
          <Text size="sm" c="dimmed">{`Trained by ${job.trainer}`}</Text>
        </Stack>
        {job.status === 'failed' && (
          <FailureAlert title="Training failed">{job.error ?? 'The trainer stopped without saying why.'}</FailureAlert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <JobFacts job={job} />
          <Stack gap="md">
            <JobProgress job={job} />
            <JobCost job={job} />
          </Stack>
        </SimpleGrid>
        <LossChart loss={job.loss} />
        <Stack gap="xs">
          <Title order={3} size="h5">
            Events
          </Title>
          <JobEvents events={job.events} />
        </Stack>
      </Stack>
    </Card>
  );
}
