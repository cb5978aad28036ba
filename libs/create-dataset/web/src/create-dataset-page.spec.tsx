import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@bagel/web-testing';
import { CreateDatasetPage } from './create-dataset-page';

it('is one h1 with an empty state under it', () => {
  renderWithProviders(<CreateDatasetPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Create dataset' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Nothing here yet' })).toBeVisible();
});
