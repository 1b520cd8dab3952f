// Structured logs (pino through Fastify). What a log line may carry: never a cookie, a credential
// or a card field (redaction paths), and never the parameters of a database statement — they hold
// password hashes, e-mails and addresses (ADR 197). A database error is logged as its statement
// and its PostgreSQL error code only.

/** Log redaction: cookies, credentials and anything that could carry a card number. */
export const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.card',
  '*.cardNumber',
  '*.number',
  '*.cvv',
  '*.cvc',
];

interface DbErrorLike {
  query?: unknown;
  params?: unknown;
  code?: unknown;
  cause?: unknown;
}

/** The PostgreSQL error under a driver or Drizzle wrapper: its SQLSTATE code, severity, constraint. */
function pgFields(err: unknown): { code?: string; severity?: string; constraint?: string; table?: string; routine?: string } {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const pg = e as Record<string, unknown>;
    if (typeof pg.code === 'string' && /^[0-9A-Z]{5}$/.test(pg.code)) {
      const out: { code?: string; severity?: string; constraint?: string; table?: string; routine?: string } = { code: pg.code };
      if (typeof pg.severity === 'string') out.severity = pg.severity;
      if (typeof pg.constraint === 'string') out.constraint = pg.constraint;
      if (typeof pg.table === 'string') out.table = pg.table;
      if (typeof pg.routine === 'string') out.routine = pg.routine;
      return out;
    }
    e = pg.cause;
  }
  return {};
}

/** True for a failed database statement (Drizzle's DrizzleQueryError: `query` + `params`). */
function isQueryError(err: unknown): err is Error & DbErrorLike & { query: string } {
  return err instanceof Error && typeof (err as DbErrorLike).query === 'string' && 'params' in err;
}

/** True for an error coming from PostgreSQL itself (pg's DatabaseError, PGlite's error): it has a SQLSTATE. */
function isDatabaseError(err: unknown): boolean {
  return pgFields(err).code !== undefined;
}

/** Stack frames only: the first lines of a stack repeat the message (which may hold the parameters). */
function framesOf(err: Error): string | undefined {
  return err.stack
    ?.split('\n')
    .filter((l) => l.trimStart().startsWith('at '))
    .join('\n');
}

/**
 * A safe description of an error for the logs. A database error keeps its statement (the SQL text
 * with `$1` placeholders), its SQLSTATE code, severity and constraint, and its stack frames; its
 * parameters, its message (PostgreSQL's `detail` and Drizzle's message repeat values) and its
 * cause are dropped. Other errors are logged as usual, with their cause chain made safe too.
 */
export type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  if (isQueryError(err)) {
    return { type: 'DatabaseError', message: 'Failed query', query: err.query, ...pgFields(err), stack: framesOf(err) ?? '' };
  }
  if (isDatabaseError(err)) {
    return { type: 'DatabaseError', message: 'Database error', ...pgFields(err), stack: framesOf(err) ?? '' };
  }
  const out: SerializedError = { type: err.name, message: err.message, stack: err.stack ?? '' };
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') out.code = code;
  const statusCode = (err as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number') out.statusCode = statusCode;
  if (err.cause !== undefined) out.cause = serializeError(err.cause);
  return out;
}

/** A one-line text of an error, safe to log (a database error gives its statement and code). */
export function errorText(err: unknown): string {
  const s = serializeError(err);
  if (s.type === 'DatabaseError')
    return `${String(s.message)}${s.code ? ` (${String(s.code)})` : ''}${s.query ? `: ${String(s.query)}` : ''}`;
  return String(s.message);
}

/** Fastify's logger options for a level: JSON lines, redaction, the safe error serializer. */
export function loggerOptions(level: string): {
  level: string;
  redact: string[];
  serializers: { err: typeof serializeError; error: typeof serializeError };
} {
  return { level, redact: LOG_REDACT, serializers: { err: serializeError, error: serializeError } };
}
