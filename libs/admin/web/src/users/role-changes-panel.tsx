import { Card, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type * as v from 'valibot';
import type { RoleChange } from '@bagel/account-contract';
import { ErrorState } from '@bagel/ui';
import { dayLabel, timeLabel } from '@bagel/util';
import { ROLE_LABELS } from './role-labels';

export type RoleChangeRow = v.InferOutput<typeof RoleChange>;

export interface RoleChangesPanelProps {
  status: 'loading' | 'error' | 'ready';
  changes: RoleChangeRow[];
  loadError: string | null;
  onRetry: () => void;
}

const HEADING_ID = 'role-changes-title';

/** Who changed whose role, from what to what and when: the audit of the user list's changes, newest first. */
export function RoleChangesPanel({ status, changes, loadError, onRetry }: RoleChangesPanelProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={HEADING_ID} aria-busy={status === 'loading'}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={HEADING_ID}>
          Recent role changes
        </Title>
        {status === 'loading' && (
          <>
            <VisuallyHidden>Loading role changes…</VisuallyHidden>
            <Skeleton height={20} />
            <Skeleton height={20} />
          </>
        )}
        {status === 'error' && <ErrorState message={loadError ?? 'Failed to fetch role changes'} onRetry={onRetry} />}
        {status === 'ready' && changes.length === 0 && <Text size="sm">No role has been changed yet.</Text>}
        {status === 'ready' && changes.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Recent role changes">
            {changes.map((change) => (
              <li key={`${change.user_id}-${change.changed_at}`}>
                <Text size="sm">
                  <b>{change.changed_by ?? 'A deleted account'}</b>{' '}
                  {change.changed_by === change.username ? (
                    'moved themself'
                  ) : (
                    <>
                      moved <b>{change.username}</b>
                    </>
                  )}{' '}
                  from {ROLE_LABELS[change.from_role]} to {ROLE_LABELS[change.to_role]}
                </Text>
                <Text size="xs" c="dimmed">
                  {dayLabel(change.changed_at)}, {timeLabel(change.changed_at)}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
