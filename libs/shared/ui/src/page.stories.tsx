import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Text } from '@mantine/core';
import { Page } from './page';

const meta = {
  title: 'Shared/Page',
  component: Page,
  args: { title: 'My Datasets', description: 'Datasets you created or cloned.', children: <Text>Page content</Text> },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = { args: { actions: <Button>Create Dataset</Button> } };
export const TitleOnly: Story = { args: { description: undefined } };
