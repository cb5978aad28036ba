import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppStoryParameters } from '@bagel/web-testing';
import { AdminPage } from './admin-page';

/** The page against a fake edge: GET answers from `enabled`, POST echoes the new value unless `failUpdate`. */
function fakeEdge({ enabled, failUpdate = false }: { enabled: boolean; failUpdate?: boolean }): typeof fetch {
  let current = enabled;
  return async (_input, init) => {
    if (init?.method === 'POST') {
      if (failUpdate) return Response.json({ error: 'internal_error', detail: 'Database unavailable' }, { status: 500 });
      current = (JSON.parse(String(init.body)) as { waitlistEnabled: boolean }).waitlistEnabled;
    }
    return Response.json({ enabled: current });
  };
}

const meta = {
  title: 'Admin/AdminPage',
  component: AdminPage,
} satisfies Meta<typeof AdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WaitlistOn: Story = { parameters: { fetch: fakeEdge({ enabled: true }) } satisfies AppStoryParameters };
export const WaitlistOff: Story = { parameters: { fetch: fakeEdge({ enabled: false }) } satisfies AppStoryParameters };
export const UpdateFails: Story = { parameters: { fetch: fakeEdge({ enabled: true, failUpdate: true }) } satisfies AppStoryParameters };
export const FetchFails: Story = {
  parameters: {
    fetch: async () => Response.json({ error: 'internal_error', detail: 'Database unavailable' }, { status: 500 }),
  } satisfies AppStoryParameters,
};
