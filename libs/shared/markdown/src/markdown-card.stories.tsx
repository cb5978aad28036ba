import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '@mantine/core';
import { MarkdownCard } from './markdown-card';

const GPT2_CARD = `---
language: en
tags:
- exbert
license: mit
datasets:
- openwebtext
---

# GPT-2

Test the whole generation capabilities here: https://transformer.huggingface.co/doc/gpt2-large

Pretrained model on English language using a causal language modeling (CLM) objective. See the [licence](LICENSE) and
the [model card paper](https://arxiv.org/abs/1810.03993).

## How to use

\`\`\`python
from transformers import pipeline
generator = pipeline('text-generation', model='gpt2')
\`\`\`

## Evaluation results

| Dataset  | LAMBADA (PPL) | LAMBADA (ACC) | CBT-CN (ACC) | WikiText2 (PPL) | PTB (PPL) | enwiki8 (BPB) |
|----------|---------------|---------------|--------------|-----------------|-----------|---------------|
| (metric) | 35.13         | 45.99         | 87.65        | 29.41           | 65.85     | 1.16          |
`;

/** A page's text column, or a phone's 375 px (`parameters.width`), outlined so its edges are seen. */
const PHONE_PX = 375;
const framed = (Story: () => React.JSX.Element, { parameters }: { parameters: { width?: number } }) => (
  <Box
    data-testid="frame"
    w={parameters.width ?? 760}
    maw="100%"
    p="md"
    style={{ outline: '1px dashed var(--mantine-color-default-border)' }}
  >
    <Story />
  </Box>
);

/** A hub model card as the hub writes it: front matter, then Markdown with a wide table and relative links. */
const meta = {
  title: 'Shared/MarkdownCard',
  component: MarkdownCard,
  decorators: [framed],
  args: { card: GPT2_CARD, baseUrl: 'https://huggingface.co/openai-community/gpt2/blob/main' },
} satisfies Meta<typeof MarkdownCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HubCard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Card facts' })).toHaveTextContent('licensemit');
    await expect(canvas.getByRole('link', { name: 'licence' })).toHaveAttribute(
      'href',
      'https://huggingface.co/openai-community/gpt2/blob/main/LICENSE',
    );
  },
};

/** On a phone the wide table scrolls inside the card; the page itself never scrolls sideways. */
export const OnAPhone: Story = {
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    const frame = canvasElement.querySelector('[data-testid="frame"]')?.getBoundingClientRect();
    const card = canvas.getByRole('heading', { name: 'GPT-2' }).closest('.mantine-Paper-root')?.getBoundingClientRect();
    await expect(card && frame && card.right <= frame.right).toBe(true);
  },
};

/** Someone else's text: raw HTML is dropped, scripting links lose their address. */
export const Hostile: Story = {
  args: {
    card: '# Free Bagels\n\n<script>alert(1)</script><img src=x onerror=alert(2)>\n\n[Claim them](javascript:alert(3)) or [read the rules](https://example.com/rules).',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, img[onerror]')).toBeNull();
  },
};

export const OnlyFacts: Story = {
  args: { card: '---\nlicense: apache-2.0\n---\n', emptyText: 'This repository’s card has only its facts.' },
};
export const PlainText: Story = { args: { card: 'A dataset of questions and answers about bagels.\n\nOne per line.' } };
