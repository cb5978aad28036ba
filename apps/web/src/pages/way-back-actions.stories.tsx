import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FromAnotherPage } from '../testing/from-another-page';
import { WayBackActions } from './way-back-actions';

/** The way out of a page with nothing to do (not found, no access). */
const meta = {
  title: 'Shell/Way back actions',
  component: WayBackActions,
  parameters: { route: '/no-such-page' },
} satisfies Meta<typeof WayBackActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened directly: only the dashboard. */
export const FirstPageOfTheVisit: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.queryByRole('button', { name: 'Go back' })).toBeNull();
  },
};

/** Reached from another page of the app: Go back too. */
export const FromAnotherPageOfTheApp: Story = {
  decorators: [
    (Story) => (
      <FromAnotherPage>
        <Story />
      </FromAnotherPage>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Go back' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
  },
};
