import { describe, expect, it } from 'vitest';
import { maskApiKey } from './mask-api-key';

describe('maskApiKey', () => {
  it('hides all but the last four characters', () => {
    expect(maskApiKey('bgl_test_key_0123456789abcdef')).toBe(`${'•'.repeat(25)}cdef`);
  });

  it('hides a short key entirely', () => {
    expect(maskApiKey('abcdefgh')).toBe('••••••••');
  });
});
