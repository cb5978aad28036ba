import { describe, expect, it } from 'vitest';
import { createPasswordHasher, PASSWORD_COST, verifyPassword } from './password';
import { TEST_PASSWORD_COST } from './testing';

describe('password hashes', () => {
  it("are made at OWASP's scrypt floor unless a cost is given in code, and carry their cost", async () => {
    expect(PASSWORD_COST).toEqual({ N: 2 ** 15, r: 8, p: 1 });
    const stored = await createPasswordHasher().hash('correct horse');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('Correct horse', stored)).toBe(false);
  });

  it('made at a cheaper cost verify the same way', async () => {
    const stored = await createPasswordHasher(TEST_PASSWORD_COST).hash('correct horse');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('wrong horse', stored)).toBe(false);
  });
});
