import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import axe from 'axe-core';
import { TEST_API_KEY, TEST_USER } from '@bagel/session/testing';
import { renderWithProviders } from '@bagel/web-testing';
import { ApiKeyPage } from './api-key-page';

type Fetch = typeof globalThis.fetch;

const NEW_KEY = 'bgl_rotated_key_fedcba9876543210';

afterEach(() => notifications.clean());

describe('ApiKeyPage', () => {
  it('masks the key until Show, and hides it again on Hide', async () => {
    const { user, container } = renderWithProviders(<ApiKeyPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'API-Key' })).toBeInTheDocument();
    expect(screen.queryByText(TEST_API_KEY)).not.toBeInTheDocument();
    expect(screen.getByText('Hidden API key')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show API key' }));
    expect(screen.getByText(TEST_API_KEY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide API key' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Hide API key' }));
    expect(screen.queryByText(TEST_API_KEY)).not.toBeInTheDocument();

    // jsdom cannot compute colours; the e2e run checks contrast in Chromium.
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('copies the key and says Copied', async () => {
    const { user } = renderWithProviders(<ApiKeyPage />);

    await user.click(screen.getByRole('button', { name: 'Copy' }));

    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(TEST_API_KEY);
  });

  it('rotates after confirmation: the new key replaces the old one in the session', async () => {
    const fetch = vi.fn<Fetch>(async () => Response.json({ data: NEW_KEY }));
    const { user } = renderWithProviders(<ApiKeyPage />, { fetch });

    await user.click(screen.getByRole('button', { name: 'Rotate key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate API key?' });
    expect(dialog).toHaveTextContent('The current key stops working immediately.');
    await user.click(within(dialog).getByRole('button', { name: 'Rotate key' }));

    expect(await screen.findByText(/Your API key has been rotated/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rotate API key?' })).not.toBeInTheDocument());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.bagel.test/api/v1/api_keys/rotate');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('x-api-key')).toBe(TEST_API_KEY);
    expect(JSON.parse(String(init?.body))).toEqual({ user_id: TEST_USER.id });

    await user.click(screen.getByRole('button', { name: 'Show API key' }));
    expect(screen.getByText(NEW_KEY)).toBeInTheDocument();
  });

  it('does nothing on Cancel', async () => {
    const fetch = vi.fn<Fetch>();
    const { user } = renderWithProviders(<ApiKeyPage />, { fetch });

    await user.click(screen.getByRole('button', { name: 'Rotate key' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Rotate API key?' })).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rotate API key?' })).not.toBeInTheDocument());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows why a rotation failed and keeps the old key', async () => {
    const fetch = vi.fn<Fetch>(async () =>
      Response.json({ error: 'not_found', detail: 'No API key exists for this user' }, { status: 404 }),
    );
    const { user } = renderWithProviders(<ApiKeyPage />, { fetch });

    await user.click(screen.getByRole('button', { name: 'Rotate key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rotate key' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No API key exists for this user');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Show API key' }));
    expect(screen.getByText(TEST_API_KEY)).toBeInTheDocument();
  });
});
