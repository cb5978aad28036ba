import { afterEach, describe, expect, it, vi } from 'vitest';
import { readShareModalMemory, rememberShareModal } from './share-modal-memory';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('share modal memory', () => {
  it("adds to one user's memory in session storage without touching another's", () => {
    rememberShareModal('alice', { postponedUntil: 1000 });
    rememberShareModal('alice', { dismissed: true });
    expect(readShareModalMemory('alice')).toEqual({ postponedUntil: 1000, dismissed: true });
    expect(readShareModalMemory('bob')).toEqual({});
  });

  it('reads a broken or foreign value as nothing remembered', () => {
    sessionStorage.setItem('bagel.share-bagel-modal.alice', '{not json');
    expect(readShareModalMemory('alice')).toEqual({});
    sessionStorage.setItem('bagel.share-bagel-modal.alice', JSON.stringify({ postponedUntil: 'tomorrow' }));
    expect(readShareModalMemory('alice')).toEqual({});
  });

  it('logs, and does not throw, when the browser refuses storage', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => rememberShareModal('alice', { dismissed: true })).not.toThrow();
    expect(logged).toHaveBeenCalledOnce();
  });
});
