import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { repoDetails } from '../testing/hub-fakes';
import { RepoCardText } from './repo-card-text';

/** A repository's README on its page: its front matter as facts, its Markdown rendered. */
const meta = {
  title: 'Hub/RepoCardText',
  component: RepoCardText,
  args: { card: repoDetails().card, title: 'Model card', repoType: 'model', repoId: repoDetails().id },
  decorators: [withFrame],
  parameters: { width: 720 },
} satisfies Meta<typeof RepoCardText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The front matter as facts, the Markdown as headings and text, never its source. */
export const Card: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Model card' });
    await expect(await canvas.findByRole('heading', { name: 'Model Information' })).toBeVisible();
    await expect(section).not.toHaveTextContent('## Model Information');
    await expect(canvas.getByRole('table', { name: 'Card facts' })).toHaveTextContent('pipeline_tag');
  },
};

/** A long card is cut, with a way to read all of it. */
export const Long: Story = {
  args: { card: Array.from({ length: 60 }, (_, line) => `Line ${line + 1} of a long model card.`).join('\n') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show the whole card' }));
    await expect(await canvas.findByRole('button', { name: 'Show less' })).toBeVisible();
  },
};

/** No card at all. */
export const NoCard: Story = {
  args: { card: null, title: 'Dataset card' },
  play: async ({ canvas }) => expect(canvas.getByText('This repository has no card.')).toBeVisible(),
};

/** A card that is only front matter: its facts, and no text. */
export const OnlyFacts: Story = {
  args: { card: '---\nlicense: mit\n---\n', title: 'Dataset card' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("This repository's card has no text.")).toBeVisible();
  },
};

/** A long link on a phone wraps instead of widening the page. */
export const LongLinkOnPhone: Story = {
  args: { card: 'See https://huggingface.co/meta-llama/Llama-3.2-1B-Instruct/blob/main/USE_POLICY.md-with-a-very-long-anchor-name' },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    await expect(insideFrame(canvasElement, [await canvas.findByRole('link', { name: /^https:\/\/huggingface/ })])).toBe(true);
  },
};
