/** What PostgreSQL said about a failed statement, on PGlite and node-postgres alike. */
export interface DatabaseErrorFields {
  /** The SQLSTATE: a standard one, or one a function raised with its own ERRCODE. */
  code: string;
  constraint?: string;
}

/** The error and every error it wraps (Drizzle wraps the driver's in `cause`; a failed connect to several addresses is an AggregateError). */
function* errorChain(error: unknown, seen = new Set<unknown>()): Generator<Error> {
  for (let cause = error; cause instanceof Error && !seen.has(cause); cause = cause.cause) {
    seen.add(cause);
    yield cause;
    if (cause instanceof AggregateError) for (const inner of cause.errors) yield* errorChain(inner, seen);
  }
}

/** The database error an error is, or wraps. */
export function databaseErrorOf(error: unknown): DatabaseErrorFields | undefined {
  for (const cause of errorChain(error)) {
    // Both drivers raise pg-protocol's DatabaseError, the only error here with a severity.
    const { code, constraint, severity } = cause as { code?: unknown; constraint?: string; severity?: unknown };
    if (typeof code === 'string' && typeof severity === 'string') return { code, ...(constraint ? { constraint } : {}) };
  }
  return undefined;
}

/** The name of the unique constraint an error violated. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const fields = databaseErrorOf(error);
  return fields?.code === '23505' ? fields.constraint : undefined;
}

/** The socket to PostgreSQL could not be opened, or broke. */
const SOCKET_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN']);

/** 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down). */
const SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03']);

/**
 * The drivers say these in words only: node-postgres when a connect outlasts `connectionTimeoutMillis` or a
 * connection drops, or when its pool is ending with the process; PGlite once it is closed.
 */
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^Client was closed and is not queryable$/,
  /^PGlite is clos(ed|ing)$/,
];

/**
 * Whether an error means the database could not be reached at all (down, restarting, unreachable, closed) rather
 * than that it refused a statement: the caller may simply try again later.
 */
export function databaseUnreachable(error: unknown): boolean {
  for (const cause of errorChain(error)) {
    const { code, severity } = cause as { code?: unknown; severity?: unknown };
    if (typeof code === 'string') {
      if (typeof severity === 'string' ? code.startsWith('08') || SERVER_GOING_AWAY.has(code) : SOCKET_FAILURES.has(code)) return true;
    }
    if (UNREACHABLE_MESSAGES.some((pattern) => pattern.test(cause.message))) return true;
  }
  return false;
}
