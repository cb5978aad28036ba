/** The name of the unique constraint an error (or one it wraps, as Drizzle does) violated, on PGlite and node-postgres alike. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === '23505') return constraint;
  }
  return undefined;
}
