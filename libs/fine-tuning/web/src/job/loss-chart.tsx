import { lazy, Suspense, useId } from 'react';
import { Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { FineTuneJob } from '@bagel/fine-tuning-contract';
import { lossSummary } from './loss-summary';

const LossCurveDrawing = lazy(() => import('./loss-curve-drawing'));
const CHART_HEIGHT = 220;

/** Training loss by step. Screen readers get the figure's name and a one-sentence summary instead of the drawing. */
export function LossChart({ loss }: { loss: FineTuneJob['loss'] }) {
  const titleId = useId();
  const summaryId = useId();
  const summary = lossSummary(loss);

  return (
    <Stack component="figure" gap="xs" m={0} aria-labelledby={titleId} aria-describedby={summary ? summaryId : undefined}>
      <Text id={titleId} fw={500}>
        Training loss
      </Text>
      {summary === null ? (
        <Text size="sm" c="dimmed">
          The loss curve appears once training starts
        </Text>
      ) : (
        <>
          {/* The same height as the drawing, so nothing below jumps when it arrives. */}
          <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
            <LossCurveDrawing loss={loss} summary={summary} height={CHART_HEIGHT} />
          </Suspense>
          <VisuallyHidden id={summaryId}>{summary}</VisuallyHidden>
        </>
      )}
    </Stack>
  );
}
