import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WaitlistSettingPanel } from './waitlist-setting-panel';

const meta = {
  title: 'Admin/WaitlistSettingPanel',
  component: WaitlistSettingPanel,
  args: { status: 'ready', enabled: true, onChange: fn(), onRetry: fn() },
} satisfies Meta<typeof WaitlistSettingPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading' } };
export const On: Story = {};
export const Off: Story = { args: { enabled: false } };
export const Saving: Story = { args: { enabled: false, saving: true } };
export const FetchError: Story = { args: { status: 'error' } };
export const UpdateError: Story = { args: { updateFailed: true } };
