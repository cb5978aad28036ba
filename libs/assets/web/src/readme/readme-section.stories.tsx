import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { getAssetReadme, setAssetReadme } from '@bagel/assets-contract';
import { type AppStoryParameters, failure, fakeRoute, type FramedStoryParameters, never, PHONE_PX, withFrame } from '@bagel/web-testing';
import { assetFetch, DATASET_ID } from '../testing/asset-fakes';
import { ReadmeSection } from './readme-section';

const CARD = `---
license: cc-by-4.0
language: [en, fr]
size_categories: 10K<n<100K
---

# Customer reviews

Reviews of bagel shops, **one per row**, collected in 2024.

| column | meaning |
|--------|---------|
| text   | the review |
| stars  | 1 to 5 |

See [the collection notes](https://example.com/notes).
`;

const withReadme = (content: string | null) =>
  assetFetch(undefined, [
    fakeRoute(getAssetReadme, () => ({ body: { content } })),
    fakeRoute(setAssetReadme, ({ body }) => ({ body: { content: body.content } })),
  ]);

/** An asset's README: read by anyone who sees the asset, written by its owner with a preview. */
const meta = {
  title: 'Assets/ReadmeSection',
  component: ReadmeSection,
  decorators: [withFrame],
  args: { assetId: DATASET_ID, editable: true, noun: 'dataset' },
  parameters: { width: 760, fetch: withReadme(CARD) } satisfies FramedStoryParameters,
} satisfies Meta<typeof ReadmeSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {};
export const ReadOnly: Story = { args: { editable: false } };
export const OnAPhone: Story = { parameters: { width: PHONE_PX } };
export const NoneYet: Story = { parameters: { fetch: withReadme(null) } };
export const NoneForAVisitor: Story = { args: { editable: false }, parameters: { fetch: withReadme(null) } };
export const Loading: Story = {
  parameters: { fetch: assetFetch(undefined, [fakeRoute(getAssetReadme, never)]) } satisfies AppStoryParameters,
};
export const LoadFailed: Story = {
  parameters: { fetch: assetFetch(undefined, [fakeRoute(getAssetReadme, failure(503, 'Storage is not answering'))]) },
};
export const Editing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit README' }));
    await expect(screen.getByRole('textbox', { name: /README \(Markdown\)/ })).toBeVisible();
  },
};
export const Previewing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit README' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Preview' }));
    await expect(canvas.getByRole('heading', { name: 'Customer reviews' })).toBeVisible();
  },
};
export const SaveRefused: Story = {
  parameters: {
    fetch: assetFetch(undefined, [
      fakeRoute(getAssetReadme, () => ({ body: { content: '# Old' } })),
      fakeRoute(setAssetReadme, failure(403, 'Only the owner of this asset can change it')),
    ]),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit README' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save README' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only the owner of this asset can change it');
  },
};
