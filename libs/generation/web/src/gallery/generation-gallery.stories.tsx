import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { listGenerations } from '@bagel/generation-contract';
import { type AppStoryParameters, failure, fakeRoute, insideFrame, type FakeHandler, never, PHONE_PX, withFrame } from '@bagel/web-testing';
import {
  failedImage,
  generation,
  generationFetch,
  installStoryFetch,
  page,
  pendingImage,
  succeededVideo,
} from '../testing/generation-fakes';
import { GenerationGallery } from './generation-gallery';

const older = generation({ generation_id: '0a1b2c3d-0000-4000-8000-000000000009', prompt: 'A poppy seed bagel on a wooden board' });

/** The first page says there is more; the next (asked with `before`) is answered by `next`. */
const twoPages =
  (next: FakeHandler<typeof listGenerations>): FakeHandler<typeof listGenerations> =>
  (request) =>
    request.query.get('before') ? next(request) : page([generation()], true);

const galleryReply = (reply: FakeHandler<typeof listGenerations>) =>
  generationFetch([generation(), older], [fakeRoute(listGenerations, reply)]);

/** The user's outputs of one kind, newest first; the files are fetched with the global fetch, so the story installs its fake there. */
const meta = {
  title: 'Generation/GenerationGallery',
  component: GenerationGallery,
  args: { kind: 'image' },
  parameters: { fetch: generationFetch([pendingImage(), generation(), failedImage()]) } satisfies AppStoryParameters,
  decorators: [withFrame],
  beforeEach: installStoryFetch,
} satisfies Meta<typeof GenerationGallery>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const list = (canvas: Canvas) => canvas.findByRole('list', { name: 'Your images' });

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(within(await list(canvas)).getAllByRole('listitem')).toHaveLength(3);
    await expect(await canvas.findByRole('img', { name: 'A sesame bagel on a blue plate' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** At a phone's width every card stays within it (the number of columns follows the window, not the frame). */
export const OnPhone: Story = {
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    await expect(insideFrame(canvasElement, within(await list(canvas)).getAllByRole('listitem'))).toBe(true);
  },
};

export const Videos: Story = {
  args: { kind: 'video' },
  parameters: { fetch: generationFetch([succeededVideo()]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your videos' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'A bagel rolling down a hill' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { fetch: generationFetch([]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No images yet' })).toBeVisible();
    await expect(canvas.getByText('Describe what you want above and press Generate. Your images are kept here.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { fetch: galleryReply(never) },
  play: async ({ canvas }) => expect(canvas.getByRole('status', { name: 'Loading your images' })).toBeVisible(),
};

export const LoadError: Story = {
  parameters: { fetch: galleryReply(failure(503, 'The database is not reachable right now. Please try again shortly.')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Could not load your images')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** More than a page: Load more brings the older ones below. */
export const LoadMore: Story = {
  parameters: { fetch: galleryReply(twoPages(() => page([older]))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }));
    await expect(await canvas.findByText('A poppy seed bagel on a wooden board')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** The next page could not be read: the first stays, with the reason and Try again under it. */
export const LoadMoreError: Story = {
  parameters: { fetch: galleryReply(twoPages(failure(503, 'The database is not reachable right now. Please try again shortly.'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }));
    await expect(await canvas.findByText('Could not load more images')).toBeVisible();
    await expect(within(await list(canvas)).getAllByRole('listitem')).toHaveLength(1);
  },
};
