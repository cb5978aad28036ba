import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreateDatasetPage } from './create-dataset-page';

const meta = {
  title: 'CreateDataset/CreateDatasetPage',
  component: CreateDatasetPage,
} satisfies Meta<typeof CreateDatasetPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
