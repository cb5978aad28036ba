import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { apiErrorFromReply } from '@bagel/api-client';
import { withFrame } from '@bagel/web-testing';
import { failedImage, generation, pendingImage, succeededVideo } from '../testing/generation-fakes';
import { SAMPLE_GIF_BASE64, SAMPLE_PNG_BASE64 } from '../testing/sample-files';
import { GenerationMedia } from './generation-media';

/** The square at the top of a gallery card: the output, or what is happening to it. */
const meta = {
  title: 'Generation/GenerationMedia',
  component: GenerationMedia,
  args: { output: generation(), url: `data:image/png;base64,${SAMPLE_PNG_BASE64}`, fileError: null, onRetryFile: fn() },
  // A card's width in the gallery's columns.
  parameters: { width: 320 },
  decorators: [withFrame],
} satisfies Meta<typeof GenerationMedia>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The picture, named by its prompt. */
export const Image: Story = {
  play: async ({ canvas }) => expect(canvas.getByRole('img', { name: 'A sesame bagel on a blue plate' })).toBeVisible(),
};

/** The local generator's clips are GIFs: shown as a picture that loops. */
export const GifClip: Story = {
  args: { output: succeededVideo(), url: `data:image/gif;base64,${SAMPLE_GIF_BASE64}` },
  play: async ({ canvas }) => expect(canvas.getByRole('img', { name: 'A bagel rolling down a hill' })).toBeVisible(),
};

/** A provider's real video: a player, muted and looping. */
export const VideoFile: Story = {
  args: { output: succeededVideo({ content_type: 'video/mp4' }) },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('aria-label', 'A bagel rolling down a hill');
    await expect(video).toHaveAttribute('loop');
  },
};

/** Its file is on the way: a placeholder of the same size. */
export const FileLoading: Story = {
  args: { url: undefined },
  play: async ({ canvas }) => expect(canvas.queryByRole('img')).toBeNull(),
};

export const FileError: Story = {
  args: {
    url: undefined,
    fileError: apiErrorFromReply(503, {
      error: 'Service Unavailable',
      detail: 'The database is not reachable right now. Please try again shortly.',
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('The database is not reachable right now. Please try again shortly.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryFile).toHaveBeenCalledOnce();
  },
};

export const Pending: Story = {
  args: { output: pendingImage(), url: undefined },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('Generating…'),
};

/** The provider's reason, and the charge given back. */
export const Failed: Story = {
  args: { output: failedImage(), url: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed')).toBeVisible();
    await expect(canvas.getByText(/NSFW content detected/)).toBeVisible();
    await expect(canvas.getByText('Refunded')).toBeVisible();
  },
};

/** No reason given: a plain sentence instead. */
export const FailedWithoutReason: Story = {
  args: { output: failedImage({ error: null }), url: undefined },
  play: async ({ canvas }) => expect(canvas.getByText('The generation failed.')).toBeVisible(),
};
