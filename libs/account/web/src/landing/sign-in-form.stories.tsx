import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '@bagel/api-client';
import { SignInForm, type SignInFormProps } from './sign-in-form';

const meta = {
  title: 'Account/SignInForm',
  component: SignInForm,
  args: { onSubmit: fn<SignInFormProps['onSubmit']>(async () => undefined) },
} satisfies Meta<typeof SignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;

const failWith = (init: ConstructorParameters<typeof ApiError>[0]) =>
  fn<SignInFormProps['onSubmit']>(async () => Promise.reject(new ApiError(init)));

const fillAndSubmit: Play = async ({ canvas, userEvent }) => {
  await userEvent.type(canvas.getByLabelText(/Username or email/), 'alice');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
};

export const Empty: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  },
};

export const Busy: Story = {
  args: { onSubmit: fn<SignInFormProps['onSubmit']>(() => new Promise<void>(() => undefined)) },
  play: fillAndSubmit,
};

export const InvalidCredentials: Story = {
  args: { onSubmit: failWith({ status: 401, error: 'unauthorized', detail: 'Bad credentials' }) },
  play: fillAndSubmit,
};

export const RateLimited: Story = {
  args: { onSubmit: failWith({ status: 429, error: 'too_many_requests', detail: 'Too many sign-in attempts. Try again in 60 seconds.' }) },
  play: fillAndSubmit,
};
