import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import axe from 'axe-core';
import type { SessionUser } from '@bagel/account-contract';
import { useSession } from '@bagel/session';
import { TEST_USER } from '@bagel/session/testing';
import { renderWithProviders } from '@bagel/web-testing';
import { FAKE_JPEG_DATA_URL, installFakeCanvas } from './fake-canvas';
import { ProfilePage } from './profile-page';
import { UNREADABLE_IMAGE_MESSAGE } from './resize-avatar';

type Fetch = typeof globalThis.fetch;

/** What the rest of the app (e.g. the header) would read from the session. */
function SessionName() {
  const { user } = useSession();
  return <output aria-label="Session user">{user?.name}</output>;
}

/** Echoes the saved profile back as the server does. */
const echoProfile = vi.fn<Fetch>(async (_input, init) => {
  const body = JSON.parse(String(init?.body)) as Pick<SessionUser, 'name' | 'image_url'>;
  return Response.json({ user: { ...TEST_USER, ...body } });
});

function renderProfile(fetch: Fetch = echoProfile, user: SessionUser = TEST_USER) {
  return renderWithProviders(
    <>
      <ProfilePage />
      <SessionName />
    </>,
    { fetch, session: { user } },
  );
}

const fileInput = () => screen.getByLabelText<HTMLInputElement>('Picture file');
const sentBody = (fetch: ReturnType<typeof vi.fn<Fetch>>) => JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body)) as unknown;

afterEach(() => {
  notifications.clean();
  echoProfile.mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProfilePage', () => {
  it('shows username and email read-only and saves a new name into the session', async () => {
    const { user, container } = renderProfile();

    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('alice');
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('alice@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');

    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), '  Alice B. ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(echoProfile.mock.calls[0]?.[0]).toBe('/api/profile');
    expect(sentBody(echoProfile)).toEqual({ name: 'Alice B.', image_url: null });
    expect(screen.getByLabelText('Session user')).toHaveTextContent('Alice B.');

    // jsdom cannot compute colours; the e2e run checks contrast in Chromium.
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('resizes a picked picture to at most 256 px, previews it and saves it as a JPEG data URL', async () => {
    const canvas = installFakeCanvas({ width: 1200, height: 900 });
    const { user } = renderProfile();

    expect(screen.getByLabelText('Picture file')).toHaveAttribute('accept', 'image/*');
    await user.upload(fileInput(), new File(['photo'], 'me.png', { type: 'image/png' }));

    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', FAKE_JPEG_DATA_URL);
    expect(canvas.drawn).toEqual([{ width: 256, height: 192 }]);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Your profile has been saved.');
    expect(sentBody(echoProfile)).toEqual({ name: TEST_USER.name, image_url: FAKE_JPEG_DATA_URL });
  });

  it('removes the avatar by saving image_url null', async () => {
    const { user } = renderProfile(echoProfile, { ...TEST_USER, image_url: FAKE_JPEG_DATA_URL });

    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Your profile has been saved.');
    expect(sentBody(echoProfile)).toEqual({ name: TEST_USER.name, image_url: null });
  });

  it('explains a file that is not an image beside the picture', async () => {
    installFakeCanvas('unreadable');
    const { user } = renderProfile();

    await user.upload(fileInput(), new File(['text'], 'notes.png', { type: 'image/png' }));

    expect(await screen.findByText(UNREADABLE_IMAGE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose picture' })).toHaveAccessibleDescription(UNREADABLE_IMAGE_MESSAGE);
  });

  it('shows a server 400 beside the field it names and keeps the session as it was', async () => {
    const fetch = vi.fn<Fetch>(async () =>
      Response.json({ error: 'validation_error', detail: 'Name is not allowed', field: 'name' }, { status: 400 }),
    );
    const { user } = renderProfile(fetch);

    await user.type(screen.getByLabelText(/^Name/), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Name is not allowed'));
    expect(screen.getByLabelText('Session user')).toHaveTextContent(TEST_USER.name);
  });

  it('refuses an empty name without calling the server', async () => {
    const fetch = vi.fn<Fetch>();
    const { user } = renderProfile(fetch);

    await user.clear(screen.getByLabelText(/^Name/));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Name is required');
    expect(fetch).not.toHaveBeenCalled();
  });
});
