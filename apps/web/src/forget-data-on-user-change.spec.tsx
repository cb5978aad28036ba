import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSession, type SessionState } from '@bagel/session';
import { SessionTestProvider, TEST_API_KEY, TEST_CONFIG, TEST_USER } from '@bagel/session/testing';
import { createTestQueryClient } from '@bagel/web-testing';
import { ForgetDataOnUserChange } from './forget-data-on-user-change';

function setup() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['onboarding', TEST_USER.id], { cached: true });
  let session: SessionState | undefined;
  function Grab() {
    session = useSession();
    return null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <SessionTestProvider>
        <ForgetDataOnUserChange />
        <Grab />
      </SessionTestProvider>
    </QueryClientProvider>,
  );
  if (!session) throw new Error('no session');
  return { queryClient, session: () => session as SessionState };
}

describe('ForgetDataOnUserChange', () => {
  it('keeps the cache while the same user edits their profile', () => {
    const { queryClient, session } = setup();
    act(() => session().setUser({ ...TEST_USER, name: 'Alice B.' }));
    expect(queryClient.getQueryData(['onboarding', TEST_USER.id])).toEqual({ cached: true });
  });

  it('clears the cache on sign-out', async () => {
    const { queryClient, session } = setup();
    await act(() => session().signOut());
    expect(queryClient.getQueryData(['onboarding', TEST_USER.id])).toBeUndefined();
  });

  it('clears the cache when another user signs in', () => {
    const { queryClient, session } = setup();
    act(() =>
      session().signedIn({
        user: { ...TEST_USER, id: '9d5b1c2e-3f4a-4b6c-8d7e-0f1a2b3c4d5e', username: 'bob' },
        apiKey: TEST_API_KEY,
        config: TEST_CONFIG,
      }),
    );
    expect(queryClient.getQueryData(['onboarding', TEST_USER.id])).toBeUndefined();
  });
});
