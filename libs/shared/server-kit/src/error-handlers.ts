import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { databaseUnreachable } from '@bagel/db';
import { DatabaseUnavailableError } from './database-unavailable-error';
import { HttpError, statusText } from './http-error';
import { logSafeReason } from './log-safe-error';
import { createBurstLog } from './burst-log';
import { RetryLaterError } from './retry-later-error';

interface EnvelopeSource {
  statusCode?: number;
  message: string;
  field?: string;
  code?: string;
}

/** Every failure leaves the server as `{ error, detail, field? }`; an unexpected error's details never reach the caller. */
export function installErrorHandlers(app: FastifyInstance): void {
  // Expected refusals (a 5xx that says when to come back: an outage, load shedding) are warnings once per burst.
  const refusals = createBurstLog(app);
  const logRefusal = (log: FastifyBaseLogger, { statusCode, message: detail, cause }: RetryLaterError) => {
    const reason = cause === undefined ? {} : { reason: logSafeReason(cause) };
    refusals.warn(`${statusCode} ${detail}`, { statusCode, detail, ...reason }, 'request refused', log);
  };
  app.setErrorHandler((thrown: FastifyError | HttpError, request, reply) => {
    // An HttpError has its status already (a 502 from an unreachable platform stays one); any other error that
    // says the database is down or unreachable tells the caller to come back, rather than that the server broke.
    const raw = !(thrown instanceof HttpError) && databaseUnreachable(thrown) ? new DatabaseUnavailableError({ cause: thrown }) : thrown;
    if (raw instanceof RetryLaterError) reply.header('retry-after', String(raw.retryAfterSeconds));
    const error = raw as EnvelopeSource;
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      if (raw instanceof RetryLaterError) logRefusal(request.log, raw);
      else request.log.error({ err: raw }, 'request failed');
    }
    // An HttpError's detail is written for the caller (a 503 "database not reachable" included); any other 5xx is not.
    if (statusCode >= 500 && !(raw instanceof HttpError)) {
      return reply.status(statusCode).send({
        error: statusText(statusCode),
        detail: `Something went wrong on our side (request ${request.id}). Please try again.`,
      });
    }
    const detail =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'The request body is not valid JSON'
        : error.message;
    return reply.status(statusCode).send({
      error: statusText(statusCode),
      detail,
      ...(error.field ? { field: error.field } : {}),
      ...(raw instanceof HttpError && raw.envelopeCode ? { code: raw.envelopeCode } : {}),
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: 'Not Found', detail: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
