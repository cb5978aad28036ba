import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MAIN_CONTENT_ID, SkipLink, skipTargetClass } from './skip-link';

/** 'Skip to content' before a page's main landmark, as the signed-in shell has it. */
const meta = {
  title: 'Shell/Skip link',
  component: SkipLink,
  decorators: [
    (Story) => (
      <>
        <Story />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={skipTargetClass}>
          The page
        </main>
      </>
    ),
  ],
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Out of sight until the keyboard reaches it. */
export const Hidden: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
  },
};

/** The first Tab shows it; Enter moves the focus to the page. */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().bottom).toBeGreaterThan(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
