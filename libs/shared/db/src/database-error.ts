/** What PostgreSQL said about a failed statement, on PGlite and node-postgres alike. */
export interface DatabaseErrorFields {
  /** The SQLSTATE: a standard one, or one a function raised with its own ERRCODE. */
  code: string;
  constraint?: string;
}

/** The database error an error is, or wraps (Drizzle wraps the driver's in `cause`). */
export function databaseErrorOf(error: unknown): DatabaseErrorFields | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
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
