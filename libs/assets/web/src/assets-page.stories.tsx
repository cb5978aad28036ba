import type { Meta, StoryObj } from '@storybook/react-vite';
import { AssetsPage } from './assets-page';

const meta = {
  title: 'Assets/AssetsPage',
  component: AssetsPage,
} satisfies Meta<typeof AssetsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
