import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { renderWithProviders } from '@bagel/web-testing';
import { FaqPage } from './faq-page';

describe('FaqPage', () => {
  it('is one h1 with questions that open by keyboard', async () => {
    const { user, container } = renderWithProviders(<FaqPage />);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const question = screen.getByRole('button', { name: 'How much is a Bagel worth?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');

    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText(/25 BGL = 1 USD/)).toBeVisible());

    // jsdom cannot compute colours; the e2e run checks contrast in Chromium.
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('covers Bagels, API keys, datasets and models, deployments and the waitlist', () => {
    renderWithProviders(<FaqPage />);
    for (const topic of [/What are Bagels/, /API key/, /dataset and a model/, /deployments/, /waitlist/]) {
      expect(screen.getByRole('button', { name: topic })).toBeInTheDocument();
    }
  });
});
