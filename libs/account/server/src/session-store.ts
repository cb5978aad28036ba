import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@bagel/db';
import { deleteSessionsExpiredBefore, findActiveSession, insertSession, revokeSession, type ActiveSession } from './sessions.repository';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** Only the token's hash is stored: the cookie is the one place the token itself exists. */
const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Server-side sessions behind the cookie: created on sign-in, checked on every request, revocable. */
export function createSessionStore(db: Database, ttlMs: number, clock: () => Date) {
  return {
    /** Returns the new cookie token; a fresh random id on every sign-in, so a planted id is never adopted. */
    async start(userId: string, client: ClientInfo): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      await insertSession(db, {
        id: sessionIdOf(token),
        userId,
        expiresAt: new Date(now.getTime() + ttlMs),
        userAgent: client.userAgent?.slice(0, 512) ?? null,
        ip: client.ip,
      });
      await deleteSessionsExpiredBefore(db, now);
      return token;
    },
    async resolve(token: string): Promise<ActiveSession | undefined> {
      return findActiveSession(db, sessionIdOf(token), clock());
    },
    async revoke(token: string): Promise<void> {
      await revokeSession(db, sessionIdOf(token), clock());
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
