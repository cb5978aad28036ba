import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { OnboardingState } from '@bagel/onboarding-contract';
import { renderWithProviders } from '@bagel/web-testing';
import { OnboardingChecklist } from './onboarding-checklist';

const ONE_DONE: OnboardingState = {
  create_dataset: { completed: true },
  create_model: { completed: false },
  fine_tune_model: { completed: false },
  onboarding_completed: false,
};

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderChecklist() {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<OnboardingChecklist status="success" onboarding={ONE_DONE} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/dashboard' },
  );
}

describe('OnboardingChecklist steps', () => {
  it('link to where each step is done, saying which are done', () => {
    renderChecklist();
    expect(screen.getByRole('link', { name: 'Create a dataset (done)' })).toHaveAttribute('href', '/dataset');
    expect(screen.getByRole('link', { name: 'Create a model (not done yet)' })).toHaveAttribute('href', '/model');
    // Fine-tuning starts from the Create Model sheet, which My Models will open.
    expect(screen.getByRole('link', { name: 'Fine-tune a model (not done yet)' })).toHaveAttribute('href', '/model');
  });

  it('say that training and deploying cost Bagels, with a link to buy them', () => {
    renderChecklist();
    expect(screen.getByText(/^Training and deploying a model cost Bagels\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Bagels' })).toHaveAttribute('href', '/buy-bagels');
  });

  it('are reached with the keyboard, in order, and followed with Enter', async () => {
    const { user } = renderChecklist();
    await user.tab();
    expect(screen.getByRole('link', { name: /Create a dataset/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: /Create a model/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: /Fine-tune a model/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('at /model')).toBeInTheDocument();
  });
});
