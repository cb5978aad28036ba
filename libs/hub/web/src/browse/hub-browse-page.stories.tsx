import type { Meta, StoryObj } from '@storybook/react-vite';
import { searchHub } from '@bagel/hub-contract';
import { PATHS } from '@bagel/contract';
import { type AppStoryParameters, failure, fakeRoute, type FakeHandler } from '@bagel/web-testing';
import { hubFetch, hubRepo, hubSearch } from '../testing/hub-fakes';
import { HubBrowsePage } from './hub-browse-page';
import { never } from '@bagel/web-testing';

const search = (handler: FakeHandler<typeof searchHub>) => hubFetch(undefined, [fakeRoute(searchHub, handler)]);

/** Hub browsing at /hub: the offline catalogue's models unless a story says otherwise. */
const meta = {
  title: 'Hub/HubBrowsePage',
  component: HubBrowsePage,
  parameters: { route: PATHS.hub, path: PATHS.hub, fetch: hubFetch() } satisfies AppStoryParameters,
} satisfies Meta<typeof HubBrowsePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};

export const Datasets: Story = { parameters: { route: `${PATHS.hub}?search_type=dataset` } };

export const Searched: Story = { parameters: { route: `${PATHS.hub}?query=llama&sort=likes` } };

/** From the hub itself, with more than one page. */
export const ManyPages: Story = {
  parameters: {
    fetch: search(
      hubSearch(
        Array.from({ length: 95 }, (_, index) => hubRepo({ id: `acme/model-${index + 1}` })),
        'Hugging Face',
      ),
    ),
  },
};

export const Empty: Story = { parameters: { route: `${PATHS.hub}?query=zzzz` } };

export const Loading: Story = { parameters: { fetch: search(never) } };

export const HubUnavailable: Story = {
  parameters: { fetch: search(failure(502, 'Hugging Face is not reachable right now. Please try again shortly.')) },
};
