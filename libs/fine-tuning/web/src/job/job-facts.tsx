import { SimpleGrid, Stack, Text } from '@mantine/core';
import { GPU_OPTIONS, GPU_TYPES, type GpuType } from '@bagel/contract';
import type { FineTuneJob } from '@bagel/fine-tuning-contract';

const isGpuType = (type: string): type is GpuType => (GPU_TYPES as readonly string[]).includes(type);

/** 'NVIDIA Tesla A100 40GB × 2'; a GPU this build does not know keeps the provider's own name. */
export const gpuLabel = (type: string, count: number) => `${isGpuType(type) ? GPU_OPTIONS[type].label : type} × ${count}`;

/** What was trained, from what, on what: a description list, so each value is read with its name. */
export function JobFacts({ job }: { job: FineTuneJob }) {
  const facts: [string, string][] = [
    ['Base model', job.base_model],
    ['Dataset file', job.file_name],
    ['GPU', gpuLabel(job.gpu_type, job.gpu_count)],
    ['Epochs', String(job.epochs)],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
      {facts.map(([term, value]) => (
        <Stack key={term} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {term}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
