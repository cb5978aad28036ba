import type { ReactNode } from 'react';
import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Defaults to an inbox. */
  icon?: ReactNode;
  /** A button or link that gets the user going. */
  action?: ReactNode;
}

/** Nothing to show yet. The title is an h2, so it sits under a page's h1. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <MantineEmptyState py="xl" withIndicatorBackground icon={icon ?? <IconInbox aria-hidden size={28} />}>
      <MantineEmptyState.Title order={2}>{title}</MantineEmptyState.Title>
      {description && <MantineEmptyState.Description>{description}</MantineEmptyState.Description>}
      {action && <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  );
}
