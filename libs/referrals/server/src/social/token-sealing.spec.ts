import { expect, it } from 'vitest';
import { tokenSealing } from './token-sealing';

it('seals a token so that only the same secret opens it, and never the same way twice', () => {
  const sealing = tokenSealing('the api secret');
  const sealed = sealing.seal('access-token-123');
  expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(sealed).not.toContain('access-token-123');
  expect(sealing.seal('access-token-123')).not.toBe(sealed);
  expect(sealing.open(sealed)).toBe('access-token-123');
  expect(() => tokenSealing('another secret').open(sealed)).toThrow();
  const [version, iv, tag, data] = sealed.split('.');
  const tampered = [version, iv, tag, `${data === 'A' ? 'B' : 'A'}${data?.slice(1)}`].join('.');
  expect(() => sealing.open(tampered)).toThrow();
  expect(() => sealing.open('plain-token')).toThrow('Not a sealed token');
});
