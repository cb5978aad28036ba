import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppStoryParameters } from '@bagel/web-testing';
import { LandingPage } from './landing-page';

const signedOut: AppStoryParameters['session'] = { status: 'signed-out', user: null, apiKey: null, config: null };

const meta = {
  title: 'Account/LandingPage',
  component: LandingPage,
  parameters: { session: signedOut, fetch: () => new Promise<Response>(() => undefined) } satisfies AppStoryParameters,
} satisfies Meta<typeof LandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {};

export const Invited: Story = {
  parameters: { session: signedOut, route: '/?ref=FRIEND42' } satisfies AppStoryParameters,
};
