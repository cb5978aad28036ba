import { DrizzleQueryError } from 'drizzle-orm';

/**
 * The fields an error is logged with. Nothing else is copied: a failed statement carries its parameters (a
 * DrizzleQueryError's `params`, its message, and PostgreSQL's `detail`, "Failing row contains (…)"), and
 * those hold password hashes, emails and keys.
 */
const LOGGED_FIELDS = [
  // HttpError and Fastify's own errors
  'statusCode',
  'field',
  // PostgreSQL, through pg-protocol on both drivers
  'code',
  'severity',
  'constraint',
  'schema',
  'table',
  'column',
  'dataType',
  'routine',
  // a failed socket
  'errno',
  'syscall',
  'address',
  'port',
] as const;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  aggregateErrors?: LoggedError[];
  [field: string]: unknown;
}

const isError = (value: unknown): value is Error =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

function describe(error: Error, seen: Set<Error>): LoggedError {
  seen.add(error);
  const type = error.constructor?.name || error.name;
  // Drizzle's message is the statement's text and then its parameters.
  const message = error instanceof DrizzleQueryError ? 'Failed query' : error.message;
  // The stack starts with the message, so it is rebuilt from the call frames alone.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of LOGGED_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (isError(error.cause) && !seen.has(error.cause)) logged.cause = describe(error.cause, seen);
  if (error instanceof AggregateError) {
    logged.aggregateErrors = error.errors
      .filter((inner) => isError(inner) && !seen.has(inner))
      .map((inner: Error) => describe(inner, seen));
  }
  return logged;
}

/** pino's `err` serializer: what identifies an error and where it came from, never the values it was working on. */
export function logSafeError(error: Error): LoggedError {
  // Whatever was logged as `err` is shown by its type only if it is not an error at all.
  return isError(error) ? describe(error, new Set()) : { type: typeof error, message: '', stack: '' };
}

/** What a {@link LoggedError} says without where it came from: for expected refusals, whose stacks tell nothing. */
export type StacklessError = Omit<LoggedError, 'stack' | 'cause' | 'aggregateErrors'> & {
  cause?: StacklessError;
  aggregateErrors?: StacklessError[];
};

function withoutStacks({ stack: _stack, cause, aggregateErrors, ...fields }: LoggedError): StacklessError {
  return {
    ...fields,
    ...(cause ? { cause: withoutStacks(cause) } : {}),
    ...(aggregateErrors ? { aggregateErrors: aggregateErrors.map(withoutStacks) } : {}),
  };
}

/** {@link logSafeError} without stack frames, at any depth. */
export const logSafeReason = (error: unknown): StacklessError => withoutStacks(logSafeError(error as Error));
