import type { Meta, StoryObj } from '@storybook/react-vite';
import { FromAnotherPage } from '../testing/from-another-page';
import { NotFoundPage } from './not-found-page';

const meta = { title: 'Shell/Not found page', component: NotFoundPage, parameters: { route: '/no-such-page' } } satisfies Meta<
  typeof NotFoundPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened directly (a bookmark, a typed address): the way out is the dashboard. */
export const Default: Story = {};

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
