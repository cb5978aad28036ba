import { Page } from '@bagel/ui';
import { useUpdateWaitlistSetting, useWaitlistSetting } from './use-waitlist-setting';
import { WaitlistSettingPanel } from './waitlist-setting-panel';

export function AdminPage() {
  const setting = useWaitlistSetting();
  const update = useUpdateWaitlistSetting();

  const status = setting.enabled !== undefined ? 'ready' : setting.error && !setting.isLoading ? 'error' : 'loading';
  // Show the requested position while it saves; a failure falls back to the server's value.
  const enabled = update.isPending ? update.variables : (setting.enabled ?? true);

  return (
    <Page title="Admin" description="Platform settings for administrators.">
      <WaitlistSettingPanel
        status={status}
        enabled={enabled}
        saving={update.isPending}
        updateFailed={update.isError}
        onChange={(next) => update.mutate(next)}
        onRetry={setting.refetch}
      />
    </Page>
  );
}
