import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { datasetDetails, GATED_REFUSAL, repoDetails } from '../testing/hub-fakes';
import { RepoFacts } from './repo-facts';

/** What a hub repository is, under its title. */
const meta = {
  title: 'Hub/RepoFacts',
  component: RepoFacts,
  args: { repo: repoDetails() },
  decorators: [withFrame],
} satisfies Meta<typeof RepoFacts>;
export default meta;
type Story = StoryObj<typeof meta>;

const facts = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

export const Model: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(facts(canvasElement)).toEqual([
      'Family: llama',
      'Pipeline tag: text-generation',
      'Licence: llama3.2',
      'Downloads: 3.4M',
      'Likes: 1K',
      'Last modified: October 24, 2024',
    ]);
    await expect(canvas.getByRole('list', { name: 'Tags' })).toHaveTextContent('license:llama3.2');
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** What the hub does not say is left out. */
export const Dataset: Story = {
  args: { repo: datasetDetails() },
  play: async ({ canvasElement }) => {
    await expect(facts(canvasElement)).toEqual([
      'Licence: cc-by-sa-4.0',
      'Downloads: 81.4K',
      'Likes: 303',
      'Last modified: October 24, 2024',
    ]);
  },
};

/** Gated, and the platform may read it: a note that it can be cloned. */
export const GatedGranted: Story = {
  args: { repo: repoDetails({ gated: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Gated on Hugging Face' })).toHaveTextContent(/so it can be cloned\.$/);
  },
};

/** Gated, and refused: the server's words, with where to accept the conditions. */
export const GatedRefused: Story = {
  args: { repo: repoDetails({ gated: true, access: 'refused', access_detail: GATED_REFUSAL }) },
  play: async ({ canvas }) => expect(canvas.getByRole('region', { name: 'Gated on Hugging Face' })).toHaveTextContent(GATED_REFUSAL),
};

export const NoTags: Story = {
  args: { repo: repoDetails({ tags: [] }) },
  play: async ({ canvas }) => expect(canvas.queryByRole('list', { name: 'Tags' })).toBeNull(),
};

/** At a phone's width the facts and the refusal's long link stay inside. */
export const GatedRefusedOnPhone: Story = {
  args: { repo: repoDetails({ gated: true, access: 'refused', access_detail: GATED_REFUSAL }) },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      insideFrame(canvasElement, [
        canvas.getByRole('region'),
        canvas.getByRole('list', { name: 'Tags' }),
        ...canvasElement.querySelectorAll('dd'),
      ]),
    ).toBe(true);
  },
};
