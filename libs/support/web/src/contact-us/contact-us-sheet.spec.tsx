import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import axe from 'axe-core';
import { TEST_API_KEY, TEST_USER } from '@bagel/session/testing';
import { renderWithProviders } from '@bagel/web-testing';
import { ContactUsSheet } from './contact-us-sheet';

type Fetch = typeof globalThis.fetch;

function Harness() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open Contact Us
      </button>
      <ContactUsSheet opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

async function openSheet(fetch: Fetch) {
  const rendered = renderWithProviders(<Harness />, { fetch });
  await rendered.user.click(screen.getByRole('button', { name: 'Open Contact Us' }));
  const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
  return { ...rendered, dialog };
}

const sent = () => Response.json({ id: 'msg-1', created_at: '2025-01-01T00:00:00.000Z' });

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('ContactUsSheet', () => {
  it('sends the trimmed message with the user id, toasts, closes, and opens empty next time', async () => {
    const fetch = vi.fn<Fetch>(async () => sent());
    const { user, dialog } = await openSheet(fetch);

    await user.type(within(dialog).getByLabelText(/Subject/), '  Billing question ');
    await user.type(within(dialog).getByLabelText(/Message/), 'Where is my invoice?');
    expect(within(dialog).getByText('20 / 5,000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Your message has been sent successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact Us' })).not.toBeInTheDocument());
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.bagel.test/api/v1/contact-us');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('x-api-key')).toBe(TEST_API_KEY);
    expect(JSON.parse(String(init?.body))).toEqual({ user_id: TEST_USER.id, subject: 'Billing question', message: 'Where is my invoice?' });

    await user.click(screen.getByRole('button', { name: 'Open Contact Us' }));
    const reopened = await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(within(reopened).getByLabelText(/Subject/)).toHaveValue('');
    expect(within(reopened).getByLabelText(/Message/)).toHaveValue('');
  });

  it('explains invalid input beside each field and sends nothing', async () => {
    const fetch = vi.fn<Fetch>(async () => sent());
    const { user, dialog } = await openSheet(fetch);

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(within(dialog).getByLabelText(/Subject/)).toHaveAccessibleDescription(/Subject is required/);
    expect(within(dialog).getByLabelText(/Message/)).toHaveAccessibleDescription(/Message is required/);
    expect(within(dialog).getByLabelText(/Subject/)).toBeInvalid();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('counts characters live and refuses a message over 5,000', async () => {
    const fetch = vi.fn<Fetch>(async () => sent());
    const { user, dialog } = await openSheet(fetch);

    await user.type(within(dialog).getByLabelText(/Subject/), 'Long one');
    await user.click(within(dialog).getByLabelText(/Message/));
    await user.paste('x'.repeat(5001));
    expect(within(dialog).getByText('5,001 / 5,000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(within(dialog).getByLabelText(/Message/)).toHaveAccessibleDescription(/Message must be at most 5,000 characters/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a server 400 beside the field it names', async () => {
    const fetch = vi.fn<Fetch>(async () =>
      Response.json({ error: 'validation_error', detail: 'Subject must not contain links', field: 'subject' }, { status: 400 }),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog } = await openSheet(fetch);

    await user.type(within(dialog).getByLabelText(/Subject/), 'http://spam');
    await user.type(within(dialog).getByLabelText(/Message/), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(within(dialog).getByLabelText(/Subject/)).toHaveAccessibleDescription('Subject must not contain links'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('logs any other failure, shows it inline and keeps what was written', async () => {
    const fetch = vi.fn<Fetch>(async () =>
      Response.json({ error: 'internal_error', detail: 'Support inbox is unavailable' }, { status: 500 }),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog } = await openSheet(fetch);

    await user.type(within(dialog).getByLabelText(/Subject/), 'Hi');
    await user.type(within(dialog).getByLabelText(/Message/), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Support inbox is unavailable');
    expect(error).toHaveBeenCalledOnce();
    expect(within(dialog).getByLabelText(/Subject/)).toHaveValue('Hi');
  });

  it('is busy while sending', async () => {
    const fetch = vi.fn<Fetch>(() => new Promise<Response>(() => undefined));
    const { user, dialog } = await openSheet(fetch);

    await user.type(within(dialog).getByLabelText(/Subject/), 'Hi');
    await user.type(within(dialog).getByLabelText(/Message/), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveAttribute('data-loading', 'true');
  });

  it('closes and forgets the draft on Cancel', async () => {
    const { user, dialog } = await openSheet(vi.fn<Fetch>());

    await user.type(within(dialog).getByLabelText(/Subject/), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact Us' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open Contact Us' }));
    expect(within(await screen.findByRole('dialog', { name: 'Contact Us' })).getByLabelText(/Subject/)).toHaveValue('');
  });

  it('has no serious accessibility problems', async () => {
    const { user, dialog } = await openSheet(vi.fn<Fetch>());
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    // jsdom cannot compute colours; the e2e run checks contrast in Chromium.
    const { violations } = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
