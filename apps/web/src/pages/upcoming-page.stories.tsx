import type { Meta, StoryObj } from '@storybook/react-vite';
import { UpcomingPage } from './upcoming-page';

const meta = { title: 'Shell/Not available yet page', component: UpcomingPage, args: { title: 'Deployments' } } satisfies Meta<typeof UpcomingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ManageDataset: Story = { args: { title: 'Manage Dataset' } };
