import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getSession, signIn, signOut, signUp, type SessionPayload } from '@bagel/account-contract';
import { HttpError, registerRoute } from '@bagel/server-kit';
import { clearSessionCookie, readSessionToken } from './session-cookie';
import { signedInUser, type AccountContext } from './account-context';
import { newSessionCookies } from './new-session-cookie';
import { findUserById, toSessionUser, type UserRow } from './users.repository';

export function registerAuthRoutes(app: FastifyInstance, context: AccountContext): void {
  const { accounts, sessions, platform, cookie, runtimeConfig } = context;
  const newSessions = newSessionCookies(app, sessions, cookie);

  async function payloadFor(user: UserRow): Promise<SessionPayload> {
    return { user: toSessionUser(user), apiKey: await platform.readApiKey(user.id), config: runtimeConfig };
  }

  /**
   * Always a new session: the one the request came with (if any) is revoked, so a session id
   * known before sign-in is worthless after it.
   */
  async function startSession(request: FastifyRequest, user: UserRow): Promise<SessionPayload> {
    const previous = readSessionToken(request);
    if (previous) await sessions.revoke(previous);
    await newSessions.start(request, user.id);
    return payloadFor(user);
  }

  registerRoute(app, signUp, async (request) => startSession(request, await accounts.signUp(request.body, request.ip)));

  registerRoute(app, signIn, async (request) =>
    startSession(request, await accounts.verifyCredentials(request.body.login, request.body.password, request.ip)),
  );

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

  // What `GET /api/session` answers, for a request that is not a contract route: edge puts it in the pages it serves,
  // so the web app starts signed in (or out) without asking first.
  app.decorate('sessionOf', async (request: FastifyRequest): Promise<SessionPayload | null> => {
    const who = await app.authenticate(request);
    const user = who.kind === 'user' ? await findUserById(context.db, who.userId) : undefined;
    return user ? payloadFor(user) : null;
  });
}
