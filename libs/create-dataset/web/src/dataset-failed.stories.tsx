import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { DATABASE_OUTAGE } from './testing/create-dataset-fakes';
import { DatasetFailed } from './dataset-failed';

/** The sheet's failure view (spec §2, §8): the server's words and Try again. */
const meta = {
  title: 'Create Dataset/DatasetFailed',
  component: DatasetFailed,
  args: { message: DATABASE_OUTAGE, onTryAgain: fn() },
  decorators: [withFrame],
} satisfies Meta<typeof DatasetFailed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The message is announced; Try again has the focus, since the Create button is gone. */
export const Outage: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(DATABASE_OUTAGE);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
  },
};

/** A long reason on a phone wraps under the icon. */
export const LongMessageOnPhone: Story = {
  args: {
    message:
      'A dataset named "Poems of the sea" already exists in your account. Choose another name, or open the existing dataset from My Datasets to add files to it.',
  },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) =>
    expect(insideFrame(canvasElement, [canvas.getByText(/already exists in your account/), canvas.getByRole('button')])).toBe(true),
};
