import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SESSION_ELEMENT_ID, type SessionPayload } from '@bagel/account-contract';
import * as v from 'valibot';
import { defineRoute, getSettings } from '@bagel/contract';
import { useApiCall } from '@bagel/api-react';
import { SessionProvider, useSession } from './index';
import { SessionTestProvider, TEST_API_KEY, TEST_USER } from './testing';

const payload: SessionPayload = {
  user: { ...TEST_USER, username: 'bob', email: 'bob@example.com' },
  apiKey: 'bob-key',
  config: {
    apiBaseUrl: 'https://api.bagel.test',
    githubUrl: 'https://github.com/bagel-platform',
    payments: { provider: 'sandbox', publishableKey: null },
  },
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Route = (url: string, init: RequestInit) => Response;

/** A fake edge + api: each request goes to the handler for "METHOD path". */
function fakeServer(routes: Record<string, Route>) {
  return vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = String(input);
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    const handler = routes[`${init.method ?? 'GET'} ${path}`];
    if (!handler) return json(404, { error: 'not_found', detail: `No fake for ${init.method} ${url}` });
    return handler(url, init);
  });
}

function SessionProbe() {
  const session = useSession();
  return (
    <div>
      <p data-testid="status">{session.status}</p>
      <p data-testid="user">{session.user?.username ?? 'none'}</p>
      <p data-testid="key">{session.apiKey ?? 'none'}</p>
      <p data-testid="error">{session.error ?? 'none'}</p>
      <button onClick={() => session.signOut().catch(() => undefined)}>Sign out</button>
      <button onClick={() => session.setApiKey('rotated-key')}>Rotate</button>
      <button onClick={() => session.signedIn(payload)}>Sign in as bob</button>
    </div>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

/** The element edge writes into the page's head (apps/edge/src/page-head.ts). */
function pageSessionElement(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_SESSION_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
  return element;
}

describe('SessionProvider', () => {
  it('starts from the session the page came with, without asking, and takes it out of the page', async () => {
    const element = pageSessionElement(JSON.stringify(payload));
    const fetch = fakeServer({});
    render(
      <SessionProvider fetch={fetch}>
        <SessionProbe />
      </SessionProvider>,
    );
    expect(text('status')).toBe('signed-in');
    expect(text('user')).toBe('bob');
    expect(text('key')).toBe('bob-key');
    expect(element.isConnected).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('starts signed out when the page says so, and stays so after a sign-in is undone', async () => {
    pageSessionElement('null');
    const fetch = fakeServer({ 'POST /api/auth/sign-out': () => json(200, { success: true }) });
    render(
      <SessionProvider fetch={fetch}>
        <SessionProbe />
      </SessionProvider>,
    );
    expect(text('status')).toBe('signed-out');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in as bob' }));
    expect(text('status')).toBe('signed-in');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(text('status')).toBe('signed-out'));
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/auth/sign-out']);
  });

  it('asks edge when what the page holds is not a session', async () => {
    for (const broken of ['{"user":', JSON.stringify({ ...payload, apiKey: 42 })]) {
      const element = pageSessionElement(broken);
      const fetch = fakeServer({ 'GET /api/session': () => json(200, payload) });
      const { unmount } = render(
        <SessionProvider fetch={fetch}>
          <SessionProbe />
        </SessionProvider>,
      );
      expect(text('status'), broken).toBe('loading');
      await waitFor(() => expect(text('status')).toBe('signed-in'));
      expect(fetch).toHaveBeenCalledWith('/api/session', expect.anything());
      expect(element.isConnected).toBe(false);
      unmount();
    }
  });

  it('loads the session on mount', async () => {
    const fetch = fakeServer({ 'GET /api/session': () => json(200, payload) });
    render(
      <SessionProvider fetch={fetch}>
        <SessionProbe />
      </SessionProvider>,
    );
    expect(text('status')).toBe('loading');
    await waitFor(() => expect(text('status')).toBe('signed-in'));
    expect(text('user')).toBe('bob');
    expect(text('key')).toBe('bob-key');
    expect(fetch).toHaveBeenCalledWith('/api/session', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('is signed out when edge answers 401', async () => {
    const fetch = fakeServer({ 'GET /api/session': () => json(401, { error: 'unauthorized', detail: 'Sign in first' }) });
    render(
      <SessionProvider fetch={fetch}>
        <SessionProbe />
      </SessionProvider>,
    );
    await waitFor(() => expect(text('status')).toBe('signed-out'));
    expect(text('error')).toBe('none');
  });

  it('reports other failures as an error, and recovers on refresh', async () => {
    let healthy = false;
    const fetch = fakeServer({
      'GET /api/session': () => (healthy ? json(200, payload) : json(502, { error: 'bad_gateway', detail: 'The platform is unreachable' })),
    });
    let refresh: () => Promise<void> = async () => undefined;
    function Refresher() {
      refresh = useSession().refresh;
      return null;
    }
    render(
      <SessionProvider fetch={fetch}>
        <SessionProbe />
        <Refresher />
      </SessionProvider>,
    );
    await waitFor(() => expect(text('status')).toBe('error'));
    expect(text('error')).toBe('The platform is unreachable');

    healthy = true;
    await act(() => refresh());
    expect(text('status')).toBe('signed-in');
    expect(text('error')).toBe('none');
  });

  it('signs out on the server and forgets the session', async () => {
    const fetch = fakeServer({
      'GET /api/session': () => json(200, payload),
      'POST /api/auth/sign-out': () => json(200, { success: true }),
    });
    render(
      <SessionProvider fetch={fetch}>
        <SessionProbe />
      </SessionProvider>,
    );
    await waitFor(() => expect(text('status')).toBe('signed-in'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(text('status')).toBe('signed-out'));
    expect(text('key')).toBe('none');
    expect(fetch).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' }));
  });

  it('forgets the session locally even when the sign-out call fails', async () => {
    const fetch = fakeServer({
      'GET /api/session': () => json(200, payload),
      'POST /api/auth/sign-out': () => json(500, { error: 'internal', detail: 'Oops' }),
    });
    render(
      <SessionProvider fetch={fetch}>
        <SessionProbe />
      </SessionProvider>,
    );
    await waitFor(() => expect(text('status')).toBe('signed-in'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(text('status')).toBe('signed-out'));
  });

  it('takes a sign-in reply and keeps the key out of web storage', async () => {
    const fetch = fakeServer({ 'GET /api/session': () => json(401, { error: 'unauthorized', detail: 'Sign in first' }) });
    render(
      <SessionProvider fetch={fetch}>
        <SessionProbe />
      </SessionProvider>,
    );
    await waitFor(() => expect(text('status')).toBe('signed-out'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in as bob' }));
    expect(text('status')).toBe('signed-in');
    expect(text('key')).toBe('bob-key');
    expect(JSON.stringify({ ...localStorage })).not.toContain('bob-key');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('bob-key');
  });
});

/** Two platform calls of a made-up service, so the session's tests depend on no domain's contract. */
const platformCall = { path: '/api/v1/notes', summary: 'Notes', tag: 'notes', access: 'user' } as const;
const readNotes = defineRoute({ ...platformCall, method: 'GET', response: v.object({ notes: v.number() }) });
const payForNote = defineRoute({
  ...platformCall,
  method: 'POST',
  idempotent: true,
  body: v.object({ amount: v.number() }),
  response: v.object({ balance: v.number() }),
});

describe('useApiCall', () => {
  function Caller({ onReply }: { onReply: (reply: unknown) => void }) {
    const call = useApiCall();
    return (
      <>
        <button onClick={() => call(readNotes).then(onReply, onReply)}>Notes</button>
        <button onClick={() => call(getSettings).then(onReply, onReply)}>Settings</button>
      </>
    );
  }

  it('sends platform calls to the API host with the current key, and others to edge', async () => {
    const fetch = fakeServer({
      'GET /api/session': () => json(200, payload),
      'GET /api/v1/notes': () => json(200, { notes: 3 }),
      'GET /api/settings': () => json(200, { enabled: true }),
    });
    const onReply = vi.fn();
    render(
      <SessionProvider fetch={fetch}>
        <SessionProbe />
        <Caller onReply={onReply} />
      </SessionProvider>,
    );
    await waitFor(() => expect(text('status')).toBe('signed-in'));

    await userEvent.click(screen.getByRole('button', { name: 'Notes' }));
    await waitFor(() => expect(onReply).toHaveBeenLastCalledWith({ notes: 3 }));
    expect(fetch).toHaveBeenLastCalledWith(
      'https://api.bagel.test/api/v1/notes',
      expect.objectContaining({ credentials: 'omit', headers: expect.objectContaining({ 'x-api-key': 'bob-key' }) }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Notes' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith(
        'https://api.bagel.test/api/v1/notes',
        expect.objectContaining({ headers: expect.objectContaining({ 'x-api-key': 'rotated-key' }) }),
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await waitFor(() => expect(onReply).toHaveBeenLastCalledWith({ enabled: true }));
    const [url, init] = fetch.mock.lastCall ?? [];
    expect(url).toBe('/api/settings');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).not.toHaveProperty('x-api-key');
  });

  it('passes the idempotency key of a money-moving call through as a header', async () => {
    const fetch = fakeServer({
      'GET /api/session': () => json(200, payload),
      'POST /api/v1/notes': () => json(200, { balance: 987.5 }),
    });
    const onReply = vi.fn();
    function Sender() {
      const call = useApiCall();
      const send = () => call(payForNote, { body: { amount: 12.5 }, idempotencyKey: 'attempt-1' });
      return <button onClick={() => send().then(onReply, onReply)}>Send</button>;
    }
    render(
      <SessionProvider fetch={fetch}>
        <SessionProbe />
        <Sender />
      </SessionProvider>,
    );
    await waitFor(() => expect(text('status')).toBe('signed-in'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onReply).toHaveBeenCalledWith({ balance: 987.5 }));
    expect(fetch).toHaveBeenLastCalledWith(
      'https://api.bagel.test/api/v1/notes',
      expect.objectContaining({ headers: expect.objectContaining({ 'idempotency-key': 'attempt-1' }) }),
    );
  });

  it('refuses platform calls while signed out', async () => {
    const fetch = fakeServer({ 'GET /api/session': () => json(401, { error: 'unauthorized', detail: 'Sign in first' }) });
    const onReply = vi.fn();
    render(
      <SessionProvider fetch={fetch}>
        <SessionProbe />
        <Caller onReply={onReply} />
      </SessionProvider>,
    );
    await waitFor(() => expect(text('status')).toBe('signed-out'));
    await userEvent.click(screen.getByRole('button', { name: 'Notes' }));
    await waitFor(() =>
      expect(onReply).toHaveBeenCalledWith(expect.objectContaining({ status: 401, message: 'Please sign in to continue.' })),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('SessionTestProvider', () => {
  it('is signed in as alice with no network, and its setters work in memory', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    render(
      <SessionTestProvider fetch={fetchSpy}>
        <SessionProbe />
      </SessionTestProvider>,
    );
    expect(text('status')).toBe('signed-in');
    expect(text('user')).toBe('alice');
    expect(text('key')).toBe(TEST_API_KEY);
    await userEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(text('key')).toBe('rotated-key');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(text('status')).toBe('signed-out');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('takes overrides, including functions to spy on', async () => {
    const signOut = vi.fn(async () => undefined);
    render(
      <SessionTestProvider value={{ user: { ...TEST_USER, username: 'wendy', role: 'waitlist' }, signOut }}>
        <SessionProbe />
      </SessionTestProvider>,
    );
    expect(text('user')).toBe('wendy');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(text('status')).toBe('signed-in');
  });
});
