import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientInfo } from './account-context';
import { setSessionCookie, type SessionCookieSettings } from './session-cookie';
import type { SessionStore } from './session-store';

/**
 * A new session's cookie leaves with a successful reply only. The session row is written before the reply is
 * complete (reading the API key can still fail after it), so when the reply turns out not to be a 2xx the cookie
 * is withheld and the row revoked: a failed sign-in or sign-up never signs anyone in.
 */
export function newSessionCookies(app: FastifyInstance, sessions: SessionStore, settings: SessionCookieSettings) {
  const started = new WeakMap<FastifyRequest, string>();

  app.addHook('onSend', async (request, reply, payload) => {
    const token = started.get(request);
    if (token === undefined) return payload;
    started.delete(request);
    if (reply.statusCode >= 200 && reply.statusCode < 300) setSessionCookie(reply, token, settings);
    else await sessions.revoke(token);
    return payload;
  });

  return {
    /** A fresh random session for the user; its cookie goes out with the reply, if the reply succeeds. */
    async start(request: FastifyRequest, userId: string): Promise<void> {
      started.set(request, await sessions.start(userId, clientInfo(request)));
    },
  };
}
