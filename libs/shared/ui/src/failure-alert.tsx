import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A failed action or load, announced to screen readers the moment it appears. */
export function FailureAlert({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <Alert role="alert" color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />}>
      {children}
    </Alert>
  );
}
