import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '@bagel/api-client';
import { TEST_USER } from '@bagel/session/testing';
import { ProfileForm, type ProfileFormProps } from './profile-form';

/** A 1×1 JPEG stands in for an uploaded avatar. */
const AVATAR =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

const meta = {
  title: 'Account/ProfileForm',
  component: ProfileForm,
  args: {
    user: TEST_USER,
    onSave: fn<ProfileFormProps['onSave']>(async () => undefined),
  },
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;

const save: Play = async ({ canvas, userEvent }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
};

export const WithoutPicture: Story = {};

export const WithPicture: Story = {
  args: { user: { ...meta.args.user, image_url: AVATAR } },
};

export const ValidationErrors: Story = {
  play: async (context) => {
    await context.userEvent.clear(context.canvas.getByLabelText(/^Name/));
    await save(context);
  },
};

export const Saving: Story = {
  args: { onSave: fn<ProfileFormProps['onSave']>(() => new Promise<void>(() => undefined)) },
  play: save,
};

export const ServerError: Story = {
  args: {
    onSave: fn<ProfileFormProps['onSave']>(async () =>
      Promise.reject(new ApiError({ status: 500, error: 'internal_error', detail: 'Your profile could not be saved. Please try again.' })),
    ),
  },
  play: save,
};
