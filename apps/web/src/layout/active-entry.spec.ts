import { describe, expect, it } from 'vitest';
import { isEntryActive } from './active-entry';

describe('isEntryActive', () => {
  it('marks the entry of the page and of the pages below it', () => {
    expect(isEntryActive('/api-key', '/api-key')).toBe(true);
    expect(isEntryActive('/model/3f2a/description', '/model')).toBe(true);
    expect(isEntryActive('/my-deployments/x-1/chat', '/my-deployments')).toBe(true);
    expect(isEntryActive('/models', '/model')).toBe(false);
    expect(isEntryActive('/profile', '/model')).toBe(false);
  });

  it('marks no entry on hub pages, a hub model’s under /model included', () => {
    expect(isEntryActive('/model/source/meta-llama%2FLlama-3.1-8B/description', '/model')).toBe(false);
    expect(isEntryActive('/hub', '/model')).toBe(false);
  });
});
