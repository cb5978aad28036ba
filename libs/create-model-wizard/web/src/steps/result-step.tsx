import { generatePath, Link } from 'react-router';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { PATHS } from '@bagel/contract';
import { BuyBagelsOffer } from '@bagel/ui';
import { StepHeading } from '../wizard/step-heading';

export type WizardResult =
  | { ok: true; modelId: string; fineTuning: boolean }
  /** `balanceShort`: refused because the balance cannot pay the estimate, so Buy Bagels is offered. */
  | { ok: false; message: string; balanceShort?: boolean };

export interface ResultStepProps {
  result: WizardResult;
  onTryAgain: () => void;
  onClose: () => void;
}

/** Step 6 (spec §2, §8): the new model with a link to its page, or what went wrong with Try Again. */
export function ResultStep({ result, onTryAgain, onClose }: ResultStepProps) {
  if (!result.ok) {
    return (
      <Stack align="center" gap="md" role="alert">
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <IconAlertTriangle size={32} aria-hidden />
        </ThemeIcon>
        <StepHeading>Oops! Something went wrong</StepHeading>
        <Text ta="center">{result.message}</Text>
        <Group justify="center" gap="sm">
          {result.balanceShort && <BuyBagelsOffer onFollow={onClose} />}
          <Button onClick={onTryAgain}>Try Again</Button>
          <Button variant="subtle" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="md" role="status">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={32} aria-hidden />
      </ThemeIcon>
      <StepHeading>{result.fineTuning ? 'Your model is fine-tuning!' : 'Your Model is Ready!'}</StepHeading>
      {result.fineTuning && (
        <Text ta="center" size="sm" c="dimmed">
          Its page shows the training's progress.
        </Text>
      )}
      <Group justify="center" gap="sm">
        <Button component={Link} to={generatePath(PATHS.manageModel, { modelId: result.modelId })} onClick={onClose}>
          View Model
        </Button>
        <Button variant="subtle" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
