import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '@bagel/api-client';
import { SignUpForm, type SignUpFormProps } from './sign-up-form';

const meta = {
  title: 'Account/SignUpForm',
  component: SignUpForm,
  args: { onSubmit: fn<SignUpFormProps['onSubmit']>(async () => undefined) },
} satisfies Meta<typeof SignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;

const failWith = (init: ConstructorParameters<typeof ApiError>[0]) =>
  fn<SignUpFormProps['onSubmit']>(async () => Promise.reject(new ApiError(init)));

const fillAndSubmit: Play = async ({ canvas, userEvent }) => {
  await userEvent.type(canvas.getByLabelText(/^Username/), 'alice');
  await userEvent.type(canvas.getByLabelText(/^Email/), 'alice@example.com');
  await userEvent.type(canvas.getByLabelText(/^Name/), 'Alice Baker');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
};

export const Empty: Story = {};

export const Invited: Story = { args: { referralCode: 'FRIEND42' } };

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Username/), 'al');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
  },
};

export const Busy: Story = {
  args: { onSubmit: fn<SignUpFormProps['onSubmit']>(() => new Promise<void>(() => undefined)) },
  play: fillAndSubmit,
};

export const UsernameTaken: Story = {
  args: { onSubmit: failWith({ status: 409, error: 'conflict', detail: 'That username is taken', field: 'username' }) },
  play: fillAndSubmit,
};

export const ServerUnavailable: Story = {
  args: { onSubmit: failWith({ status: 502, error: 'bad_gateway', detail: 'The platform is not reachable right now. Please try again.' }) },
  play: fillAndSubmit,
};
