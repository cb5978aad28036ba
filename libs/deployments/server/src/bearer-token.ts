import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer <token>` header, as OpenAI clients and pods send it; undefined for anything else. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const [scheme, token, ...rest] = (request.headers.authorization ?? '').trim().split(/\s+/);
  return scheme?.toLowerCase() === 'bearer' && token && rest.length === 0 ? token : undefined;
}
