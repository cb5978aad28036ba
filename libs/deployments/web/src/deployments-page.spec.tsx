import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@bagel/web-testing';
import { DeploymentsPage } from './deployments-page';

it('is one h1 with an empty state under it', () => {
  renderWithProviders(<DeploymentsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Deployments' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Nothing here yet' })).toBeVisible();
});
