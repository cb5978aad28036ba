import { randomUUID } from 'node:crypto';
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RawRequestDefaultExpression,
} from 'fastify';
import { statusText } from './http-error';
import { logSafeError } from './log-safe-error';
import { NO_SNIFFING } from './no-sniffing';
import { valibotCompilersFactory } from './valibot-compilers';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Names under which a logged object may carry a credential. */
const CREDENTIAL_FIELDS = [
  'password',
  'passwordHash',
  'password_hash',
  'token',
  'secret',
  'apiKey',
  'api_key',
  'serviceKey',
  'cookie',
  'authorization',
  'x-api-key',
  'set-cookie',
];

/** pino redacts by path: each name at the top of a logged object, one level down, and in any `headers` one level down. */
const REDACTED_LOG_PATHS = CREDENTIAL_FIELDS.flatMap((name) => {
  const key = `["${name}"]`;
  return [key, `*${key}`, `*.headers${key}`];
});

/**
 * Fastify's two info lines per request (received, answered) are left out below debug: under load, writing them cost
 * more of api's CPU than authenticating the request did (`npm run bench:api`). A request that ended in an error is
 * still logged, as is everything else Fastify logs (stream and serializer errors, not found).
 */
class QuietRequestLog extends LogController {
  override incomingRequest(): void {
    // Not logged below debug.
  }
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) super.requestCompleted(error, request, reply);
  }
}

/**
 * Fastify options both servers share: pino logs that never print credentials (nor, below debug, a line per request),
 * and request ids that follow a caller's `x-request-id` (so edge → api hops correlate) when it is well-formed.
 */
export function serverOptions(overrides: { logLevel?: string; trustProxy?: boolean | string } = {}): FastifyServerOptions {
  const level = overrides.logLevel ?? process.env['LOG_LEVEL'] ?? 'info';
  return {
    logger: {
      level,
      redact: REDACTED_LOG_PATHS,
      serializers: { err: logSafeError },
    },
    genReqId: (request: RawRequestDefaultExpression) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    ...(level === 'debug' || level === 'trace' ? {} : { logController: new QuietRequestLog() }),
    // Errors Fastify raises before routing (a malformed URL, a bad content type) get the envelope too.
    frameworkErrors: (error, _request, reply) => {
      const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply)
        .status(statusCode)
        .header(...NO_SNIFFING)
        .send({ error: statusText(statusCode), detail: error.message });
    },
    bodyLimit: 1024 * 1024,
    trustProxy: overrides.trustProxy ?? false,
    schemaController: { compilersFactory: valibotCompilersFactory },
  };
}
