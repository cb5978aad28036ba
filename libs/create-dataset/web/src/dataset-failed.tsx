import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface DatasetFailedProps {
  message: string;
  onTryAgain: () => void;
}

/** Spec §2 and §8's failure view: what the server said, and a way back to the filled-in form. */
export function DatasetFailed({ message, onTryAgain }: DatasetFailedProps) {
  return (
    <Stack align="center" gap="md" role="alert">
      <ThemeIcon size={56} radius="xl" color="red" variant="light">
        <IconAlertTriangle size={32} aria-hidden />
      </ThemeIcon>
      <Text ta="center">{message}</Text>
      {/* The Create button that had the focus is gone; the way back takes it. */}
      <Button onClick={onTryAgain} autoFocus>
        Try again
      </Button>
    </Stack>
  );
}
