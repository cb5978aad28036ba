import type { Meta, StoryObj } from '@storybook/react-vite';
import { GenerationPage } from './generation-page';

const meta = {
  title: 'Generation/GenerationPage',
  component: GenerationPage,
} satisfies Meta<typeof GenerationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
