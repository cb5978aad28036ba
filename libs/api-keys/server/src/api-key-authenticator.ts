import type { Authenticator, Principal } from '@bagel/server-kit';
import { secretsEqual } from './api-key-cipher';

const INVALID: Principal = { kind: 'invalid', reason: 'Invalid API key' };

/** x-api-key: none → anonymous, edge's service key → service, an active user key → that user. */
export function apiKeyAuthenticator(
  serviceKey: string,
  userIdForKey: (key: string) => Promise<string | undefined>,
): Authenticator {
  return async (request) => {
    const key = request.headers['x-api-key'];
    if (key === undefined) return { kind: 'anonymous' };
    // Only one key may be sent; an empty header is still a credential that was meant to be there.
    if (typeof key !== 'string' || key === '') return INVALID;
    if (secretsEqual(key, serviceKey)) return { kind: 'service' };
    const userId = await userIdForKey(key);
    return userId ? { kind: 'user', userId } : INVALID;
  };
}
