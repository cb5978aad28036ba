import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import axe from 'axe-core';
import type { SessionPayload } from '@bagel/account-contract';
import { TEST_CONFIG, TEST_USER } from '@bagel/session/testing';
import { renderWithProviders } from '@bagel/web-testing';
import { LandingPage } from './landing-page';

type Fetch = typeof globalThis.fetch;

const PAYLOAD: SessionPayload = { user: TEST_USER, apiKey: 'bgl_new_key_0123456789', config: TEST_CONFIG };

function renderLanding(fetch: Fetch, route = '/', destination?: string) {
  const signedIn = vi.fn();
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/" element={<LandingPage destination={destination} />} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      <Route path="/buy-bagels" element={<BuyPage />} />
    </Routes>,
    { route, fetch, session: { status: 'signed-out', user: null, apiKey: null, config: null, signedIn } },
  );
  return { ...rendered, signedIn };
}

function BuyPage() {
  const { search } = useLocation();
  return <h1>Buy Bagels {search}</h1>;
}

const signInForm = () => within(screen.getByRole('form', { name: 'Sign in' }));

function bodyOf(fetch: ReturnType<typeof vi.fn<Fetch>>, call = 0): unknown {
  return JSON.parse(String(fetch.mock.calls[call]?.[1]?.body));
}

describe('LandingPage: sign in', () => {
  it('signs in with a username or email, hands the payload to the session and goes to /dashboard', async () => {
    const fetch = vi.fn<Fetch>(async () => Response.json(PAYLOAD));
    const { user, signedIn } = renderLanding(fetch);

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Bagel' })).toBeInTheDocument();
    await user.type(signInForm().getByLabelText(/Username or email/), ' alice@example.com ');
    await user.type(signInForm().getByLabelText(/^Password/), 'correct horse');
    await user.click(signInForm().getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/auth/sign-in');
    expect(bodyOf(fetch)).toEqual({ login: 'alice@example.com', password: 'correct horse' });
    expect(signedIn).toHaveBeenCalledWith(PAYLOAD);
  });

  it('goes to the destination it was given instead of the dashboard', async () => {
    const fetch = vi.fn<Fetch>(async () => Response.json(PAYLOAD));
    const { user } = renderLanding(fetch, '/', '/buy-bagels?amount=5');

    await user.type(signInForm().getByLabelText(/Username or email/), 'alice');
    await user.type(signInForm().getByLabelText(/^Password/), 'correct horse');
    await user.click(signInForm().getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Buy Bagels ?amount=5' })).toBeInTheDocument();
  });

  it('says exactly "Invalid username or password" on a 401', async () => {
    const fetch = vi.fn<Fetch>(async () => Response.json({ error: 'unauthorized', detail: 'Bad credentials' }, { status: 401 }));
    const { user, signedIn } = renderLanding(fetch);

    await user.type(signInForm().getByLabelText(/Username or email/), 'alice');
    await user.type(signInForm().getByLabelText(/^Password/), 'wrong password');
    await user.click(signInForm().getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid username or password$/);
    expect(signedIn).not.toHaveBeenCalled();
  });

  it("shows the server's detail on a 429", async () => {
    const fetch = vi.fn<Fetch>(async () =>
      Response.json({ error: 'too_many_requests', detail: 'Too many sign-in attempts. Try again in 60 seconds.' }, { status: 429 }),
    );
    const { user } = renderLanding(fetch);

    await user.type(signInForm().getByLabelText(/Username or email/), 'alice');
    await user.type(signInForm().getByLabelText(/^Password/), 'whatever1');
    await user.click(signInForm().getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Try again in 60 seconds.');
  });

  it('explains empty fields and sends nothing', async () => {
    const fetch = vi.fn<Fetch>();
    const { user } = renderLanding(fetch);

    await user.click(signInForm().getByRole('button', { name: 'Sign in' }));

    expect(signInForm().getByLabelText(/Username or email/)).toHaveAccessibleDescription('Username or email is required');
    expect(signInForm().getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is busy while signing in', async () => {
    const { user } = renderLanding(vi.fn<Fetch>(() => new Promise<Response>(() => undefined)));

    await user.type(signInForm().getByLabelText(/Username or email/), 'alice');
    await user.type(signInForm().getByLabelText(/^Password/), 'password1');
    await user.click(signInForm().getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(signInForm().getByRole('button', { name: 'Sign in' })).toBeDisabled());
    expect(signInForm().getByRole('button', { name: 'Sign in' })).toHaveAttribute('data-loading', 'true');
  });
});

describe('LandingPage: sign up', () => {
  async function fillSignUp(user: ReturnType<typeof renderLanding>['user']) {
    const form = screen.getByRole('form', { name: 'Sign up' });
    await user.type(within(form).getByLabelText(/^Username/), 'alice');
    await user.type(within(form).getByLabelText(/^Email/), 'alice@example.com');
    await user.type(within(form).getByLabelText(/^Name/), 'Alice Baker');
    await user.type(within(form).getByLabelText(/^Password/), 'correct horse');
    await user.click(within(form).getByRole('button', { name: 'Sign up' }));
  }

  it('opens on Sign up when invited and sends the ?ref= code as referral_code', async () => {
    const fetch = vi.fn<Fetch>(async () => Response.json(PAYLOAD));
    const { user, signedIn } = renderLanding(fetch, '/?ref=FRIEND42');

    expect(screen.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('FRIEND42')).toBeInTheDocument();
    await fillSignUp(user);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/auth/sign-up');
    expect(bodyOf(fetch)).toEqual({
      username: 'alice',
      email: 'alice@example.com',
      name: 'Alice Baker',
      password: 'correct horse',
      referral_code: 'FRIEND42',
    });
    expect(signedIn).toHaveBeenCalledWith(PAYLOAD);
  });

  it('goes to the destination it was given after signing up too', async () => {
    const fetch = vi.fn<Fetch>(async () => Response.json(PAYLOAD));
    const { user } = renderLanding(fetch, '/', '/buy-bagels?amount=5');

    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    await fillSignUp(user);

    expect(await screen.findByRole('heading', { name: 'Buy Bagels ?amount=5' })).toBeInTheDocument();
  });

  it('sends no referral_code without a valid ?ref=', async () => {
    const fetch = vi.fn<Fetch>(async () => Response.json(PAYLOAD));
    const { user } = renderLanding(fetch, '/?ref=%3Cscript%3E');

    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    await fillSignUp(user);

    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(bodyOf(fetch)).not.toHaveProperty('referral_code');
  });

  it('shows a 409 beside the field the server names', async () => {
    const fetch = vi.fn<Fetch>(async () =>
      Response.json({ error: 'conflict', detail: 'That username is taken', field: 'username' }, { status: 409 }),
    );
    const { user } = renderLanding(fetch);

    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    await fillSignUp(user);

    const form = screen.getByRole('form', { name: 'Sign up' });
    await waitFor(() => expect(within(form).getByLabelText(/^Username/)).toHaveAccessibleDescription('That username is taken'));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains invalid input beside each field', async () => {
    const fetch = vi.fn<Fetch>();
    const { user } = renderLanding(fetch);

    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    const form = screen.getByRole('form', { name: 'Sign up' });
    await user.type(within(form).getByLabelText(/^Username/), 'al');
    await user.type(within(form).getByLabelText(/^Email/), 'not-an-email');
    await user.type(within(form).getByLabelText(/^Password/), 'short');
    await user.click(within(form).getByRole('button', { name: 'Sign up' }));

    expect(within(form).getByLabelText(/^Username/)).toHaveAccessibleDescription('Username must be at least 3 characters');
    expect(within(form).getByLabelText(/^Email/)).toHaveAccessibleDescription('Email must be a valid email address');
    expect(within(form).getByLabelText(/^Name/)).toHaveAccessibleDescription('Name is required');
    expect(within(form).getByLabelText(/^Password/)).toHaveAccessibleDescription(/Password must be at least 8 characters/);
    expect(fetch).not.toHaveBeenCalled();

    // jsdom cannot compute colours; the e2e run checks contrast in Chromium.
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
