import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { usePlatformEndpoint } from './platform-endpoint';
import { SessionTestProvider, TEST_API_KEY, TEST_CONFIG } from './testing';
import type { SessionState } from './session-state';

const endpoint = (value: Partial<SessionState> = {}) =>
  renderHook(() => usePlatformEndpoint('/api/v1/asset/{id}/tus', { id: 'a b' }), {
    wrapper: ({ children }: { children: ReactNode }) => <SessionTestProvider value={value}>{children}</SessionTestProvider>,
  }).result.current;

describe('usePlatformEndpoint', () => {
  it('is the API host plus the filled path, with the key header', () => {
    expect(endpoint()).toEqual({ url: `${TEST_CONFIG.apiBaseUrl}/api/v1/asset/a%20b/tus`, headers: { 'x-api-key': TEST_API_KEY } });
  });

  it('is null without a key or a config', () => {
    expect(endpoint({ apiKey: null })).toBeNull();
    expect(endpoint({ config: null })).toBeNull();
  });
});
