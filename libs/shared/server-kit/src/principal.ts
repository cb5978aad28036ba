import type { FastifyRequest } from 'fastify';
import type { UserRole } from '@bagel/contract';
import { HttpError } from './http-error';

/** Who is calling, as established by the app's one authenticator (API key on api, cookie on edge). */
export type Principal =
  | { kind: 'anonymous' }
  | { kind: 'service' }
  | {
      kind: 'user';
      userId: string;
      role?: UserRole;
      sessionId?: string;
      /**
       * True while the waitlist restricts this user (role waitlist and the setting on): routes marked
       * `waitlist: 'refused'` answer 403. api's key authenticator decides it; absent means not restricted.
       */
      waitlisted?: boolean;
    }
  /** A credential was presented but is not valid: a 401 on every route that is not public. */
  | { kind: 'invalid'; reason: string };

/** The calling user's id, for a `user-or-service` route that acts for the caller alone (the service key names nobody). */
export function callerIdOf(who: Principal): string {
  if (who.kind !== 'user') throw new HttpError(403, "This call needs the user's own key");
  return who.userId;
}

export type Authenticator = (request: FastifyRequest) => Promise<Principal>;

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: Authenticator;
  }
  interface FastifyRequest {
    principal: Principal;
    /** The client's `Idempotency-Key`, set (and required) on routes marked `idempotent`. */
    idempotencyKey: string | null;
  }
}
