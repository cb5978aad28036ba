import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { ApiAccessContext, type ApiAccess } from './api-access';
import { usePlatformEndpoint } from './platform-endpoint';

const ACCESS: ApiAccess = { apiKey: 'bgl_key', apiBaseUrl: 'http://api.bagel.test/', userId: 'u1', fetch: globalThis.fetch };

const endpoint = (access: Partial<ApiAccess> = {}) =>
  renderHook(() => usePlatformEndpoint('/api/v1/asset/{id}/tus', { id: 'a b' }), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <ApiAccessContext.Provider value={{ ...ACCESS, ...access }}>{children}</ApiAccessContext.Provider>
    ),
  }).result.current;

describe('usePlatformEndpoint', () => {
  it('is the API host plus the filled path, with the key header', () => {
    expect(endpoint()).toEqual({ url: 'http://api.bagel.test/api/v1/asset/a%20b/tus', headers: { 'x-api-key': 'bgl_key' } });
  });

  it('is null without a key or an API host', () => {
    expect(endpoint({ apiKey: null })).toBeNull();
    expect(endpoint({ apiBaseUrl: undefined })).toBeNull();
  });
});
