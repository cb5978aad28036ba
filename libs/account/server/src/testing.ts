import type { PasswordCost } from './password';

/**
 * A scrypt cost about 30 times cheaper than production's, for test apps: their hashes verify like any other
 * (each stored hash carries its cost), and a test suite signing up hundreds of users stays fast.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };
