import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { FailureAlert } from './failure-alert';

export interface ErrorStateProps {
  message: ReactNode;
  /** Defaults to 'Something went wrong'. */
  title?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  /** The retry button's label; some screens' texts spell it 'Try Again'. */
  retryLabel?: string;
}

export function ErrorState({ message, title = 'Something went wrong', onRetry, retryLabel = 'Try again' }: ErrorStateProps) {
  return (
    <FailureAlert title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button variant="outline" color="red.9" size="xs" onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
      </Stack>
    </FailureAlert>
  );
}
