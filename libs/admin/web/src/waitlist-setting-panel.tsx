import { Card, Group, Loader, Skeleton, Stack, Switch, Text, Title, VisuallyHidden } from '@mantine/core';
import { ErrorState, FailureAlert } from '@bagel/ui';

export const FETCH_FAILED_MESSAGE = 'Failed to fetch waitlist setting';
export const UPDATE_FAILED_MESSAGE = 'Failed to update waitlist setting';

export interface WaitlistSettingPanelProps {
  status: 'loading' | 'error' | 'ready';
  /** The value to show; while saving, the one being saved. */
  enabled: boolean;
  saving?: boolean;
  updateFailed?: boolean;
  onChange: (enabled: boolean) => void;
  onRetry: () => void;
}

const HEADING_ID = 'waitlist-setting-title';

export function WaitlistSettingPanel({
  status,
  enabled,
  saving = false,
  updateFailed = false,
  onChange,
  onRetry,
}: WaitlistSettingPanelProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={HEADING_ID} aria-busy={status === 'loading' || saving}>
      <Stack gap="md">
        <Title order={2} size="h3" id={HEADING_ID}>
          Waitlist
        </Title>
        {status === 'loading' && (
          <Group gap="sm">
            <VisuallyHidden>Loading the waitlist setting…</VisuallyHidden>
            <Skeleton height={24} width={42} radius="xl" />
            <Skeleton height={16} width="40%" />
          </Group>
        )}
        {status === 'error' && <ErrorState message={FETCH_FAILED_MESSAGE} onRetry={onRetry} />}
        {status === 'ready' && (
          <>
            <Group gap="sm" align="flex-start" wrap="nowrap">
              <Switch
                checked={enabled}
                disabled={saving}
                onChange={(event) => onChange(event.currentTarget.checked)}
                label="Waitlist restriction"
                description="When on, users on the waitlist can only open the waitlist page. Admin pages stay open to everyone."
              />
              {saving && <Loader size="xs" aria-label="Saving" />}
            </Group>
            {updateFailed && (
              <FailureAlert>
                <Text size="sm">{UPDATE_FAILED_MESSAGE}</Text>
              </FailureAlert>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
