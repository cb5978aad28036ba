import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyServerOptions, RawRequestDefaultExpression } from 'fastify';
import { statusText } from './http-error';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify options both servers share: pino logs that never print credentials, and request ids
 * that follow a caller's `x-request-id` (so edge → api hops correlate) when it is well-formed.
 */
export function serverOptions(overrides: { logLevel?: string; trustProxy?: boolean | string } = {}): FastifyServerOptions {
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
    // Errors Fastify raises before routing (a malformed URL, a bad content type) get the envelope too.
    frameworkErrors: (error, _request, reply) => {
      const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).status(statusCode).send({ error: statusText(statusCode), detail: error.message });
    },
    bodyLimit: 1024 * 1024,
    trustProxy: overrides.trustProxy ?? false,
  };
}
