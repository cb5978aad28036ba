import { describe, expect, it } from 'vitest';
import { createApiKeyCipher, generateApiKey, hashApiKey, secretsEqual } from './api-key-cipher';

const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

describe('API keys', () => {
  it('are bgl_ and 256 random bits, never twice the same', () => {
    const keys = new Set(Array.from({ length: 100 }, generateApiKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^bgl_[A-Za-z0-9_-]{43}$/);
  });

  it('hash to a stable SHA-256 that is not the key', () => {
    const key = generateApiKey();
    expect(hashApiKey(key)).toBe(hashApiKey(key));
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).not.toBe(hashApiKey(generateApiKey()));
  });
});

describe('createApiKeyCipher', () => {
  const cipher = createApiKeyCipher('server secret');

  it('seals a key so that only the same secret and user open it', () => {
    const key = generateApiKey();
    const sealed = cipher.seal(key, ALICE);
    expect(sealed).not.toContain(key.slice(4));
    expect(cipher.open(sealed, ALICE)).toBe(key);
    expect(cipher.seal(key, ALICE)).not.toBe(sealed);
    expect(() => cipher.open(sealed, BOB)).toThrow('cannot be decrypted');
    expect(() => createApiKeyCipher('another secret').open(sealed, ALICE)).toThrow('was API_KEY_SECRET changed?');
  });

  it('refuses a tampered or malformed value', () => {
    const [iv, tag, body] = cipher.seal(generateApiKey(), ALICE).split('.');
    const flipped = Buffer.from(body ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => cipher.open([iv, tag, flipped.toString('base64url')].join('.'), ALICE)).toThrow('cannot be decrypted');
    expect(() => cipher.open('garbage', ALICE)).toThrow('malformed');
  });
});

describe('secretsEqual', () => {
  it('compares secrets of any length', () => {
    expect(secretsEqual('service-key', 'service-key')).toBe(true);
    expect(secretsEqual('service-key', 'service-kez')).toBe(false);
    expect(secretsEqual('service-key', 'service-key-longer')).toBe(false);
  });
});
