import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { Text } from '@mantine/core';
import { expect } from 'storybook/test';
import { TEST_USER } from '@bagel/session/testing';
import type { AppStoryParameters } from '@bagel/web-testing';
import { shellFetch } from '../testing/story-fakes';
import { AccessGuard } from './access-guard';

function GuardedPages() {
  return (
    <Routes>
      <Route element={<AccessGuard />}>
        <Route path="/" element={<Text>The landing page</Text>} />
        <Route path="/waitlist" element={<Text>The waitlist page</Text>} />
        <Route path="*" element={<Text>The dashboard</Text>} />
      </Route>
    </Routes>
  );
}

/** The access rule in front of every page, at /dashboard. */
const meta = {
  title: 'Shell/Access guard',
  component: GuardedPages,
  parameters: { route: '/dashboard', fetch: shellFetch() } satisfies AppStoryParameters,
} satisfies Meta<typeof GuardedPages>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the page. */
export const SignedIn: Story = {
  play: async ({ canvas }) => expect(await canvas.findByText('The dashboard')).toBeVisible(),
};

/** The session on its way: a loader, nothing of the page. */
export const SessionLoading: Story = {
  parameters: { session: { status: 'loading', user: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your session' })).toBeInTheDocument();
    await expect(canvas.queryByText('The dashboard')).toBeNull();
  },
};

/** The session could not be read: Bagel is unavailable, with another try. */
export const SessionError: Story = {
  parameters: { session: { status: 'error', user: null, error: 'The server is not answering' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Bagel is unavailable right now' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server is not answering');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Signed out: to the landing page. */
export const SignedOut: Story = {
  parameters: { session: { status: 'signed-out', user: null } },
  play: async ({ canvas }) => expect(await canvas.findByText('The landing page')).toBeVisible(),
};

/** On the waitlist while it is on: to the waitlist page. */
export const Waitlisted: Story = {
  parameters: { session: { user: { ...TEST_USER, role: 'waitlist' } }, fetch: shellFetch(true, { waitlistEnabled: true }) },
  play: async ({ canvas }) => expect(await canvas.findByText('The waitlist page')).toBeVisible(),
};
