import { expect, it } from 'vitest';
import { codeChallengeOf, newCodeVerifier, newState } from './pkce';

it("derives the S256 challenge of RFC 7636's own example", () => {
  expect(codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
});

it('makes verifiers and states of the allowed characters and lengths, never the same twice', () => {
  const verifiers = Array.from({ length: 50 }, newCodeVerifier);
  const states = Array.from({ length: 50 }, newState);
  for (const verifier of verifiers) expect(verifier).toMatch(/^[A-Za-z0-9_-]{64}$/);
  // The callback's contract takes a state of 16 to 128 of these characters.
  for (const state of states) expect(state).toMatch(/^[\w-]{32}$/);
  expect(new Set([...verifiers, ...states]).size).toBe(100);
});
