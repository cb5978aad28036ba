import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getSession, signIn, signOut, signUp, type SessionPayload } from '@bagel/contract';
import { HttpError, registerRoute } from '@bagel/server-kit';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';
import { clientInfo, signedInUser, type AccountContext } from './account-context';
import { TooManySignInAttemptsError } from './sign-in-limiter';
import { findUserById, toSessionUser, type UserRow } from './users.repository';

export function registerAuthRoutes(app: FastifyInstance, context: AccountContext): void {
  const { accounts, sessions, platform, cookie, runtimeConfig } = context;

  async function payloadFor(user: UserRow): Promise<SessionPayload> {
    return { user: toSessionUser(user), apiKey: await platform.readApiKey(user.id), config: runtimeConfig };
  }

  /**
   * Always a new session: the one the request came with (if any) is revoked, so a session id
   * known before sign-in is worthless after it.
   */
  async function startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<SessionPayload> {
    const previous = readSessionToken(request);
    if (previous) await sessions.revoke(previous);
    setSessionCookie(reply, await sessions.start(user.id, clientInfo(request)), cookie);
    // The account exists and is signed in even if the key cannot be read right now; /api/session retries it.
    return payloadFor(user);
  }

  registerRoute(app, signUp, async (request, reply) => startSession(request, reply, await accounts.signUp(request.body)));

  registerRoute(app, signIn, async (request, reply) => {
    const user = await accounts.verifyCredentials(request.body.login, request.body.password, request.ip).catch((error: unknown) => {
      if (error instanceof TooManySignInAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    });
    return startSession(request, reply, user);
  });

  registerRoute(app, signOut, async (request, reply) => {
    const token = readSessionToken(request);
    if (token) await sessions.revoke(token);
    clearSessionCookie(reply, cookie);
    return { success: true } as const;
  });

  registerRoute(app, getSession, async (request) => {
    const user = await findUserById(context.db, signedInUser(request).userId);
    if (!user) throw new HttpError(401, 'You are not signed in');
    return payloadFor(user);
  });
}
