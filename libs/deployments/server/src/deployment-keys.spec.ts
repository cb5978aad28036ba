import { describe, expect, it } from 'vitest';
import { createDeploymentKeys } from './deployment-keys';

const userId = '3f2b8c1e-5a4d-4c2b-9e8f-1a2b3c4d5e6f';

describe('deployments keys', () => {
  const keys = createDeploymentKeys('the-server-secret');

  it('names their user, and are the same each time they are asked for', () => {
    const key = keys.keyFor(userId);
    expect(key).toMatch(/^bgd_3f2b8c1e-5a4d-4c2b-9e8f-1a2b3c4d5e6f\.[A-Za-z0-9_-]{43}$/);
    expect(keys.keyFor(userId)).toBe(key);
    expect(keys.userOf(key)).toBe(userId);
  });

  it('cannot be made for another user, nor under another secret', () => {
    const key = keys.keyFor(userId);
    const otherUser = '00000000-0000-4000-8000-000000000000';
    expect(keys.userOf(key.replace(userId, otherUser))).toBeUndefined();
    expect(createDeploymentKeys('another-secret').userOf(key)).toBeUndefined();
    expect(keys.userOf(`${key}x`)).toBeUndefined();
    expect(keys.userOf('bgl_an-api-key')).toBeUndefined();
    expect(keys.userOf('')).toBeUndefined();
  });

  it('give each pod its own token, unrelated to any user key', () => {
    expect(keys.podToken('pod-a')).not.toBe(keys.podToken('pod-b'));
    expect(keys.podToken('pod-a')).toBe(keys.podToken('pod-a'));
    expect(keys.keyFor(userId)).not.toContain(keys.podToken(userId));
  });
});
