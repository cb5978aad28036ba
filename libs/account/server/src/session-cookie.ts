import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';

export const SESSION_COOKIE = 'bagel_session';

export interface SessionCookieSettings {
  /** Sent only over HTTPS: on when the public origin is https. */
  secure: boolean;
  maxAgeSeconds: number;
}

const attributes = (settings: SessionCookieSettings): CookieSerializeOptions => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: settings.secure,
  signed: true,
});

export function setSessionCookie(reply: FastifyReply, token: string, settings: SessionCookieSettings): void {
  reply.setCookie(SESSION_COOKIE, token, { ...attributes(settings), maxAge: settings.maxAgeSeconds });
}

export function clearSessionCookie(reply: FastifyReply, settings: SessionCookieSettings): void {
  reply.clearCookie(SESSION_COOKIE, attributes(settings));
}

/** The session token, if the request carries a cookie this server signed. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}
