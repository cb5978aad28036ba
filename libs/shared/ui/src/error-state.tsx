import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface ErrorStateProps {
  message: ReactNode;
  /** Defaults to 'Something went wrong'. */
  title?: ReactNode;
  /** Shows a 'Try again' button when given. */
  onRetry?: () => void;
}

export function ErrorState({ message, title = 'Something went wrong', onRetry }: ErrorStateProps) {
  return (
    <Alert role="alert" color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button variant="outline" color="red.9" size="xs" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
