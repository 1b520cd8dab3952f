// Recognizes PostgreSQL errors through drizzle's wrapper, for both drivers (pg and PGlite).

interface PgLikeError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** True for a unique violation (23505), optionally of the named constraint or index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const pg = e as PgLikeError;
    if (pg.code === '23505') {
      if (!constraint) return true;
      return pg.constraint === constraint || (typeof pg.message === 'string' && pg.message.includes(constraint));
    }
    e = pg.cause;
  }
  return false;
}
