import type { Authenticator, Principal } from '@bagel/server-kit';
import { secretsEqual } from './api-key-cipher';
import type { KeyOwner } from './api-keys.service';

const INVALID: Principal = { kind: 'invalid', reason: 'Invalid API key' };

/** x-api-key: none → anonymous, edge's service key → service, an active user key → that user (and whether the waitlist restricts them). */
export function apiKeyAuthenticator(serviceKey: string, ownerOfKey: (key: string) => Promise<KeyOwner | undefined>): Authenticator {
  return async (request) => {
    const key = request.headers['x-api-key'];
    if (key === undefined) return { kind: 'anonymous' };
    // Only one key may be sent; an empty header is still a credential that was meant to be there.
    if (typeof key !== 'string' || key === '') return INVALID;
    if (secretsEqual(key, serviceKey)) return { kind: 'service' };
    const owner = await ownerOfKey(key);
    return owner ? { kind: 'user', userId: owner.userId, role: owner.role, waitlisted: owner.waitlisted } : INVALID;
  };
}
