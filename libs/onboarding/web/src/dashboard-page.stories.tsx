import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppStoryParameters } from '@bagel/web-testing';
import { DashboardPage } from './dashboard-page';

/** The page against a fake API host: each story answers the onboarding call its own way. */
const meta = {
  title: 'Onboarding/DashboardPage',
  component: DashboardPage,
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const reply =
  (status: number, body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const Loading: Story = {
  parameters: { fetch: () => new Promise<Response>(() => undefined) } satisfies AppStoryParameters,
};

export const InProgress: Story = {
  parameters: {
    fetch: reply(200, {
      create_dataset: { completed: true },
      create_model: { completed: true },
      fine_tune_model: { completed: false },
      onboarding_completed: false,
    }),
  } satisfies AppStoryParameters,
};

export const LoadError: Story = {
  parameters: {
    fetch: reply(500, { error: 'internal_error', detail: 'The onboarding service is unavailable.' }),
  } satisfies AppStoryParameters,
};
