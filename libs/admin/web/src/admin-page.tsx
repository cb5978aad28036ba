import { Stack } from '@mantine/core';
import { Page } from '@bagel/ui';
import { ReferralPoolPanel } from './referral-pool-panel';
import { AdminUsersSection } from './users/admin-users-section';
import { useFundReferralPool, useReferralPool } from './use-referral-pool';
import { useUpdateWaitlistSetting, useWaitlistSetting } from './use-waitlist-setting';
import { WaitlistSettingPanel } from './waitlist-setting-panel';

export function AdminPage() {
  const setting = useWaitlistSetting();
  const update = useUpdateWaitlistSetting();
  const pool = useReferralPool();
  const fund = useFundReferralPool();

  const status = setting.enabled !== undefined ? 'ready' : setting.error && !setting.isLoading ? 'error' : 'loading';
  // Show the requested position while it saves; a failure falls back to the server's value.
  const enabled = update.isPending ? update.variables : (setting.enabled ?? true);
  const poolStatus = pool.data ? 'ready' : pool.error && !pool.isFetching ? 'error' : 'loading';

  return (
    <Page title="Admin" description="Platform settings and users, for administrators.">
      <Stack gap="lg">
        <WaitlistSettingPanel
          status={status}
          enabled={enabled}
          saving={update.isPending}
          updateFailed={update.isError}
          onChange={(next) => update.mutate(next)}
          onRetry={setting.refetch}
        />
        <AdminUsersSection />
        <ReferralPoolPanel
          status={poolStatus}
          balance={pool.data?.balance ?? 0}
          adding={fund.isPending}
          addFailed={fund.isError}
          onAdd={(bagels) => fund.mutateAsync(bagels)}
          onRetry={() => void pool.refetch()}
        />
      </Stack>
    </Page>
  );
}
