import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions, RawRequestDefaultExpression } from 'fastify';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify options both servers share: pino logs that never print credentials, and request ids
 * that follow a caller's `x-request-id` (so edge → api hops correlate) when it is well-formed.
 */
export function serverOptions(overrides: { logLevel?: string } = {}): FastifyServerOptions {
  return {
    logger: {
      level: overrides.logLevel ?? process.env['LOG_LEVEL'] ?? 'info',
      redact: ['req.headers["x-api-key"]', 'req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: (request: RawRequestDefaultExpression) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy: process.env['TRUST_PROXY'] === 'true',
  };
}
