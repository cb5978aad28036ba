import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeploymentsPage } from './deployments-page';

const meta = {
  title: 'Deployments/DeploymentsPage',
  component: DeploymentsPage,
} satisfies Meta<typeof DeploymentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
