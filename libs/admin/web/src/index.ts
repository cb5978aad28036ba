export { AdminPage } from './admin-page';
export { WaitlistSettingPanel, type WaitlistSettingPanelProps } from './waitlist-setting-panel';
export { useWaitlistSetting, useUpdateWaitlistSetting, type WaitlistSetting } from './use-waitlist-setting';
