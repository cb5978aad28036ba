import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SimpleGrid } from '@mantine/core';
import { getGenerationFile } from '@bagel/generation-contract';
import { type AppStoryParameters, failure, fakeRoute } from '@bagel/web-testing';
import { failedImage, generation, generationFetch, installStoryFetch, pendingImage, succeededVideo } from '../testing/generation-fakes';
import { GenerationCard } from './generation-card';
import { never } from '@bagel/web-testing';

/** One output in the gallery, in each state it can be in. */
const meta = {
  title: 'Generation/GenerationCard',
  component: GenerationCard,
  args: { output: generation() },
  parameters: { layout: 'padded', ...({ fetch: generationFetch([generation(), succeededVideo()]) } satisfies AppStoryParameters) },
  decorators: [
    (Story) => (
      <SimpleGrid component="ul" cols={1} maw={320} p={0} m={0} style={{ listStyle: 'none' }}>
        <Story />
      </SimpleGrid>
    ),
  ],
  beforeEach: installStoryFetch,
} satisfies Meta<typeof GenerationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Made on the local generator: the picture, its prompt, when, its size, download and delete. */
export const Image: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Download' })).toBeVisible();
    await expect(canvas.getByText('Local generator')).toBeVisible();
  },
};

/** A looping clip (the local generator makes GIFs). */
export const Video: Story = { args: { output: succeededVideo() } };

/** Being made: a loader until the gallery's next look says it is done. */
export const Pending: Story = { args: { output: pendingImage() } };

/** The provider refused it: its reason, and the charge given back. */
export const Failed: Story = {
  args: { output: failedImage() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Refunded')).toBeVisible();
  },
};

/** Its file on the way. */
export const FileLoading: Story = {
  parameters: { fetch: generationFetch([generation()], [fakeRoute(getGenerationFile, never)]) },
};

/** Its file could not be read: Try again. */
export const FileError: Story = {
  parameters: {
    fetch: generationFetch(
      [generation()],
      [fakeRoute(getGenerationFile, failure(503, 'The database is not reachable right now. Please try again shortly.'))],
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A long prompt is cut after three lines (the whole of it is its title). */
export const LongPrompt: Story = {
  args: {
    output: generation({
      prompt:
        'A sesame bagel on a blue plate by a window in the morning light, steam rising from a cup of coffee beside it, crumbs on a linen napkin, a newspaper folded underneath, shot on film',
    }),
  },
};
