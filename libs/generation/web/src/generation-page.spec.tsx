import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@bagel/web-testing';
import { GenerationPage } from './generation-page';

it('is one h1 with an empty state under it', () => {
  renderWithProviders(<GenerationPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Generation' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Nothing here yet' })).toBeVisible();
});
