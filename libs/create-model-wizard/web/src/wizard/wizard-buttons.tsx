import { Button, Group, Loader } from '@mantine/core';

export interface WizardButtonsProps {
  /** Back is offered from step 2 on. */
  canGoBack: boolean;
  onBack: () => void;
  /** Spec §2: Continue becomes Create Model on the final step. */
  final: boolean;
  canContinue: boolean;
  /** Validating or creating: both buttons wait, and Continue says why. */
  busyLabel: string | null;
}

/** Back and Continue (a submit button: Enter in a field continues too). */
export function WizardButtons({ canGoBack, onBack, final, canContinue, busyLabel }: WizardButtonsProps) {
  const busy = busyLabel !== null;
  return (
    <Group justify="space-between" gap="sm">
      <Button variant="default" onClick={onBack} disabled={!canGoBack || busy}>
        Back
      </Button>
      {/* Not Mantine's `loading`, which hides the label: the busy text stays readable. */}
      <Button type="submit" disabled={!canContinue || busy} leftSection={busy && <Loader size={14} color="currentColor" aria-hidden />}>
        {busyLabel ?? (final ? 'Create Model' : 'Continue')}
      </Button>
    </Group>
  );
}
