import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

export interface PageProps {
  /** The page's only h1. */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

export function Page({ title, description, actions, children }: PageProps) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}
