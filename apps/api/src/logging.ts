// Structured logs (pino through Fastify). What a log line may carry: never a cookie, a credential
// or a card field (redaction paths), and never the parameters of a database statement — they hold
// password hashes, e-mails and addresses (ADR 197). A database error is logged as its statement
// and its PostgreSQL error code only.
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';

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

/** How log lines are written: one readable line per entry, or one JSON object per line (ADR 218). */
export type LogFormat = 'pretty' | 'json';

/**
 * The format of a process's logs (ADR 218): LOG_FORMAT when it names one; else readable lines when
 * stdout is a terminal, JSON when it is piped or when NODE_ENV is production.
 */
export function logFormatFor(opts: { logFormat: 'auto' | LogFormat; isTTY: boolean; nodeEnv: string | undefined }): LogFormat {
  if (opts.logFormat !== 'auto') return opts.logFormat;
  return opts.isTTY && opts.nodeEnv !== 'production' ? 'pretty' : 'json';
}

interface RequestLine {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  reqId?: string;
}

/** The readable text of an entry: a request line reads `GET /en/ 200 12 ms`. */
function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  const { req, res, responseTime } = log as RequestLine;
  const msg = String(log[messageKey] ?? '');
  if (req?.method && res?.statusCode !== undefined) {
    const ms = typeof responseTime === 'number' ? ` ${Math.round(responseTime)} ms` : '';
    return `${req.method} ${req.url ?? ''} ${res.statusCode}${ms}`;
  }
  return msg;
}

/**
 * The process's logger: pino with the redaction and the safe error serializer of
 * `loggerOptions`, writing JSON lines or, for a terminal, one readable line per entry through
 * pino-pretty in this thread. The serializers run before either output, so both are as safe.
 */
export function createLogger(level: string, format: LogFormat, destination: NodeJS.WritableStream = process.stdout): Logger {
  const options = loggerOptions(level);
  if (format === 'json') return pino(options, destination as DestinationStream);
  const colorize = (destination as { isTTY?: boolean }).isTTY === true;
  const stream = pinoPretty({
    destination,
    sync: true,
    colorize,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,req,res,responseTime,start',
    errorLikeObjectKeys: ['err', 'error'],
    messageFormat: prettyMessage,
  });
  return pino(options, stream);
}

/** File extensions of static files: scripts, styles, images, fonts, media. */
const STATIC_FILE = /\.(?:js|mjs|css|map|svg|png|jpe?g|webp|avif|gif|ico|woff2?|ttf|otf|mp4|webm|vtt|webmanifest)$/i;

/**
 * True for a request for a static file (built assets, images, fonts, media, uploaded pictures):
 * no request line is logged for these (ADR 218); API calls and pages keep theirs.
 */
export function isStaticFileRequest(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  if (pathname.startsWith('/api/')) return pathname.startsWith('/api/public/img/') || pathname.startsWith('/api/public/uploaded-temp/');
  return pathname.startsWith('/assets/') || STATIC_FILE.test(pathname);
}

/** An incoming request id we keep: 1 to 64 letters, digits, dots, underscores or dashes (ADR 385). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId` (ADR 385): the incoming `x-request-id` when it is a safe short token (a
 * proxy's or a client's id then follows the request into these logs), else a random UUID — never
 * Fastify's `req-1`, `req-2`…, which start over with every process and repeat across nodes.
 */
export function requestIdOf(req: { headers: IncomingHttpHeaders }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Fastify's request lines (its `logController`, ADR 218): one line per request when it is
 * answered — method, URL, status, time — instead of an "incoming" and a "completed" line; none
 * for a static file unless it failed. Error lines of the error handler are Fastify's own. Every
 * line written through `request.log` or `reply.log`, these included, carries the request's id as
 * `reqId` (the request logger's binding; the same id as `x-request-id` and an error's
 * `requestId`, ADR 385).
 */
export class RequestLines extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!error && isStaticFileRequest(request.url)) return;
    const line = {
      req: { method: request.method, url: request.url, remoteAddress: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
