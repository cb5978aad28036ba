import type { Meta, StoryObj } from '@storybook/react-vite';
import { FromAnotherPage } from '../testing/from-another-page';
import { UpcomingPage } from './upcoming-page';

const meta = { title: 'Shell/Not available yet page', component: UpcomingPage, args: { title: 'Deployments' } } satisfies Meta<
  typeof UpcomingPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened directly: the way out is the dashboard. */
export const Default: Story = {};
export const ManageDataset: Story = { args: { title: 'Manage Dataset' } };

/** Reached from another page of the app: Go back is offered too. */
export const WithPreviousPage: Story = {
  decorators: [
    (Story) => (
      <FromAnotherPage>
        <Story />
      </FromAnotherPage>
    ),
  ],
};
