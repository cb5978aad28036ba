import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { OnboardingState } from '@bagel/onboarding-contract';
import { OnboardingChecklist } from './onboarding-checklist';

const meta = {
  title: 'Onboarding/OnboardingChecklist',
  component: OnboardingChecklist,
} satisfies Meta<typeof OnboardingChecklist>;
export default meta;
type Story = StoryObj<typeof meta>;

function state(done: { dataset?: boolean; model?: boolean; fineTune?: boolean }, completed = false): OnboardingState {
  return {
    create_dataset: { completed: done.dataset ?? false },
    create_model: { completed: done.model ?? false },
    fine_tune_model: { completed: done.fineTune ?? false },
    onboarding_completed: completed,
  };
}

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = {
  args: { status: 'error', message: 'Network error: could not reach the server', onRetry: fn() },
};

/** Nothing done yet; below the steps, that training and deploying cost Bagels, with Buy Bagels. */
export const NotStarted: Story = {
  args: { status: 'success', onboarding: state({}) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Buy Bagels' })).toHaveAttribute('href', '/buy-bagels');
  },
};

export const InProgress: Story = { args: { status: 'success', onboarding: state({ dataset: true }) } };

export const Completed: Story = {
  args: { status: 'success', onboarding: state({ dataset: true, model: true, fineTune: true }, true) },
};
