import type { Meta, StoryObj } from '@storybook/react-vite';
import { FaqPage } from './faq-page';

const meta = {
  title: 'Support/FaqPage',
  component: FaqPage,
} satisfies Meta<typeof FaqPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const QuestionOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'What is my API key for?' }));
  },
};
