import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { fineTuneJob } from '../testing/fine-tune-fakes';
import { JobFacts } from './job-facts';

/** What was trained, from what, on what: each value read with its name. */
const meta = {
  title: 'FineTuning/JobFacts',
  component: JobFacts,
  args: { job: fineTuneJob() },
  decorators: [withFrame],
} satisfies Meta<typeof JobFacts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value a term names: the `dd` after its `dt`. */
const valueOf = (canvas: { getByText: (text: string, options: { selector: string }) => HTMLElement }, term: string) =>
  canvas.getByText(term, { selector: 'dt' }).nextElementSibling;

export const Facts: Story = {
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, 'Base model')).toHaveTextContent('meta-llama/Llama-3.2-1B-Instruct');
    await expect(valueOf(canvas, 'Dataset file')).toHaveTextContent('data/train.jsonl');
    await expect(valueOf(canvas, 'GPU')).toHaveTextContent('NVIDIA Tesla A100 40GB × 2');
    await expect(valueOf(canvas, 'Epochs')).toHaveTextContent('3');
  },
};

/** On a phone, one column; a deep path without spaces breaks anywhere rather than running out of it. */
export const LongFileNameOnPhone: Story = {
  args: {
    job: fineTuneJob({ file_name: 'customer-reviews/2024/cleaned-and-deduplicated/full-export-with-every-column-translated.jsonl' }),
  },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    await expect(insideFrame(canvasElement, canvas.getAllByText(/./, { selector: 'dd' }))).toBe(true);
  },
};
