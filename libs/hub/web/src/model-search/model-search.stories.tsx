import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, screen } from 'storybook/test';
import { listRestrictedModels, searchHub } from '@bagel/hub-contract';
import { type AppStoryParameters, failure, fakeRoute } from '@bagel/web-testing';
import { hubFetch } from '../testing/hub-fakes';
import { ModelSearch } from './model-search';
import { ModelSearchPlaceholder } from './model-search-target';
import { never } from '@bagel/web-testing';

/**
 * The header's model search. Resize the canvas: from 992 px it is a box in the header, below that an icon opening the
 * popover with the box in it. The plays work at either width.
 */
const meta = {
  title: 'Hub/ModelSearch',
  component: ModelSearch,
  parameters: { route: '/dashboard', fetch: hubFetch() } satisfies AppStoryParameters,
  decorators: [
    (Story) => (
      <Box component="header" p="sm">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ModelSearch>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** Clicks the box, or the icon on a narrow canvas, then types into the box. The popover is in a portal: `screen`. */
async function search({ canvas, userEvent }: Context, text: string) {
  await userEvent.click(canvas.getByLabelText('Search models'));
  if (text) await userEvent.type(await screen.findByLabelText('Search models', { selector: 'input' }), text);
}

export const Closed: Story = {};

/**
 * What the header shows until the search's code is in: the same box (or icon), named the same, with no popover
 * behind it. The shell hands what is typed into it to the search when it comes.
 */
export const Placeholder: Story = {
  render: () => <ModelSearchPlaceholder />,
  play: async ({ canvas }) => {
    const control = canvas.getByLabelText('Search models');
    await expect(control).toBeVisible();
    await expect(control).not.toHaveAttribute('aria-haspopup');
  },
};

export const StartSearching: Story = {
  play: async (context) => {
    await search(context, '');
    await expect(await screen.findByText('Start searching')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'text-generation' })).toBeVisible();
  },
};

export const Results: Story = {
  play: async (context) => {
    await search(context, 'llama');
    await expect(await screen.findByRole('option', { name: /TinyLlama/ })).toBeVisible();
  },
};

export const NoResults: Story = {
  play: async (context) => {
    await search(context, 'zzzz');
    await expect(await screen.findByText('No models found')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { fetch: hubFetch(undefined, [fakeRoute(listRestrictedModels, never), fakeRoute(searchHub, never)]) },
  play: async (context) => {
    await search(context, 'llama');
    await expect(await screen.findByText('Searching…')).toBeVisible();
  },
};

/** The hub cannot be reached: the platform's own models still show, and the failure is only logged (spec §8). */
export const HubUnavailable: Story = {
  parameters: {
    fetch: hubFetch(undefined, [fakeRoute(searchHub, failure(502, 'Hugging Face is not reachable right now.'))]),
  },
  play: async (context) => {
    await search(context, 'qwen');
    await expect(await screen.findByRole('option', { name: /Qwen3-0\.6B/ })).toBeVisible();
  },
};
