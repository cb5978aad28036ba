import { createHash, randomBytes } from 'node:crypto';

/** An OAuth `state`: 32 URL-safe characters nobody can guess, naming one authorisation under way. */
export const newState = (): string => randomBytes(24).toString('base64url');

/** A PKCE code verifier (RFC 7636: 43 to 128 characters of [A-Za-z0-9-._~]); 64 here. */
export const newCodeVerifier = (): string => randomBytes(48).toString('base64url');

/** The S256 challenge of a verifier: base64url(SHA-256(verifier)), without padding. */
export const codeChallengeOf = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');
