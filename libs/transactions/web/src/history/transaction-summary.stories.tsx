import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { EMPTY_SUMMARY, SAMPLE_SUMMARY } from '../testing/transaction-fakes';
import { TransactionSummaryCards } from './transaction-summary';

/** The seven totals above the history list. */
const meta = {
  title: 'Transactions/TransactionSummaryCards',
  component: TransactionSummaryCards,
  args: { summary: SAMPLE_SUMMARY, currency: 'BGL' },
  decorators: [withFrame],
  parameters: { width: 560 },
} satisfies Meta<typeof TransactionSummaryCards>;
export default meta;
type Story = StoryObj<typeof meta>;

const values = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('dd')].map((value) => value.textContent);

/** Each total under its label, in the spec's order. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect([...canvasElement.querySelectorAll('dt')].map((label) => label.textContent)).toEqual([
      'Video generations',
      'Image generations',
      'Fine-tuning',
      'LLM inference',
      'Asset purchases',
      'Other costs',
      'Bagels transferred',
    ]);
    await expect(values(canvasElement)).toEqual(['🥯 0.00', '🥯 20.00', '🥯 40.00', '🥯 3.75', '🥯 0.00', '🥯 1.25', '🥯 12.50']);
    await expect(canvas.getByText('Fine-tuning').closest('dl')).not.toHaveAttribute('aria-hidden');
  },
};

export const InDollars: Story = {
  args: { currency: 'USD' },
  play: async ({ canvasElement }) => {
    await expect(values(canvasElement)).toEqual(['$0.00', '$0.80', '$1.60', '$0.15', '$0.00', '$0.05', '$0.50']);
  },
};

/** Nothing spent yet: every card reads zero. */
export const Empty: Story = {
  args: { summary: EMPTY_SUMMARY },
  play: async ({ canvasElement }) => expect(new Set(values(canvasElement))).toEqual(new Set(['🥯 0.00'])),
};

/** Still loading: the same cards with skeletons, hidden from screen readers (the list's status speaks). */
export const Loading: Story = {
  args: { summary: undefined },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    await expect(list).toHaveAttribute('aria-hidden', 'true');
    await expect(list).toHaveAttribute('data-loading', 'true');
    await expect(list?.querySelectorAll('dt')).toHaveLength(7);
  },
};

/** At a phone's width large totals stay inside their cards. */
export const LargeOnPhone: Story = {
  args: { summary: { ...SAMPLE_SUMMARY, total_cost_fine_tuning: 1_234_567.5, total_token_transferred: 98_765_432.1 } },
  parameters: { width: PHONE_PX },
  play: async ({ canvasElement }) => {
    await expect(insideFrame(canvasElement, [...canvasElement.querySelectorAll('dd')])).toBe(true);
  },
};
