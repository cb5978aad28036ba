import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { updateOwnProfile } from '@bagel/account-contract';
import { TEST_USER } from '@bagel/session/testing';
import { type AppStoryParameters, fakeFetch, fakeRoute, type FakeHandler } from '@bagel/web-testing';
import { PROFILE_SAVED_MESSAGE, ProfilePage } from './profile-page';

/** The server saves the profile and sends the user back with it, as api does. */
const echoProfile: FakeHandler<typeof updateOwnProfile> = (request) => ({ body: { user: { ...TEST_USER, ...request.body } } });

const profileFetch = (save: FakeHandler<typeof updateOwnProfile> = echoProfile) => fakeFetch([fakeRoute(updateOwnProfile, save)]);

/** The Profile page: alice's name and picture, her username and email read-only. */
const meta = {
  title: 'Account/ProfilePage',
  component: ProfilePage,
  parameters: { fetch: profileFetch() } satisfies AppStoryParameters,
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

async function rename({ canvas, userEvent }: Context, name: string) {
  await userEvent.clear(canvas.getByRole('textbox', { name: /^Name/ }));
  await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), name);
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
}

export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue(TEST_USER.name);
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveAttribute('readonly');
  },
};

/** The session is still being read: a loader where the form will be. */
export const Loading: Story = {
  parameters: { session: { user: null } },
  play: async ({ canvas }) => expect(canvas.getByRole('status', { name: 'Loading your profile' })).toBeVisible(),
};

/** Saved: a toast says so. */
export const Saved: Story = {
  play: async (context) => {
    await rename(context, 'Alice B.');
    await waitFor(() => expect(screen.getByText(PROFILE_SAVED_MESSAGE)).toBeVisible());
  },
};

/** The server could not save it: its words in the form, the new name kept to try again. */
export const SaveFailed: Story = {
  parameters: {
    fetch: profileFetch(() => ({
      status: 503,
      body: { error: 'Service Unavailable', detail: 'Your profile could not be saved. Please try again.' },
    })),
  },
  play: async (context) => {
    await rename(context, 'Alice B.');
    await expect(await context.canvas.findByText('Your profile could not be saved. Please try again.')).toBeVisible();
    await expect(context.canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Alice B.');
  },
};

/** A long name runs within its field. */
export const LongName: Story = {
  parameters: { session: { user: { ...TEST_USER, name: 'Alexandra Bartholomew-Fitzgerald-Montgomery of the Bagel Bakers' } } },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Alexandra Bartholomew-Fitzgerald-Montgomery of the Bagel Bakers'),
};
