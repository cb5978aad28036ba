import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOrCreateSecret } from './secrets';

describe('readOrCreateSecret', () => {
  it('prefers the environment, else generates once and then rereads the same value', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'secret-')), 'nested', 'service-key');
    expect(readOrCreateSecret(file, 'from-env')).toBe('from-env');
    const first = readOrCreateSecret(file, undefined);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readOrCreateSecret(file, undefined)).toBe(first);
    expect(readFileSync(file, 'utf8')).toBe(first);
  });
});
