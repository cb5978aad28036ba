import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HubSourceLabel } from './hub-source-label';

/** Where hub content comes from, beside search results and a repository's facts. */
const meta = {
  title: 'Hub/HubSourceLabel',
  component: HubSourceLabel,
  args: { source: 'Offline catalogue' },
} satisfies Meta<typeof HubSourceLabel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OfflineCatalogue: Story = {
  play: async ({ canvas }) => expect(canvas.getByText('Source: Offline catalogue')).toBeVisible(),
};

export const HuggingFace: Story = {
  args: { source: 'Hugging Face' },
  play: async ({ canvas }) => expect(canvas.getByText('Source: Hugging Face')).toBeVisible(),
};
