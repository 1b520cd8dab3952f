import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorReply, ValidationIssue } from '@mijote/contracts';
import { AppError } from '../errors.js';

/** The header that carries a request's id, both ways (ADR 385). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Every error reply: `{ code, message, params, requestId }` — `requestId` the request's id, also in
 * the `x-request-id` header and on every log line of the request, for support (ADR 385). Written
 * with JSON.stringify, not the route's ErrorReply schema, which would drop `requestId`.
 */
function send(reply: FastifyReply, status: number, body: ErrorReply): FastifyReply {
  const requestId = reply.request.id;
  return reply
    .code(status)
    .header(REQUEST_ID_HEADER, requestId)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({ ...body, requestId });
}

/** The validation issues of a zod failure, as `params.issues` (unknown keys are named in `keys`). */
function validationIssues(error: FastifyError & { validation: NonNullable<FastifyError['validation']> }): ValidationIssue[] {
  return error.validation.map((v) => {
    const path = [error.validationContext, ...(v.instancePath ? v.instancePath.split('/').filter(Boolean) : [])].join('.');
    const keys = (v.params as { keys?: unknown } | undefined)?.keys;
    const issue: ValidationIssue = { path, code: v.keyword, message: v.message ?? 'invalid' };
    if (Array.isArray(keys)) {
      issue.keys = keys.map(String);
      issue.message = `Unknown ${keys.length === 1 ? 'field' : 'fields'} in ${path}: ${issue.keys.join(', ')}`;
    }
    return issue;
  });
}

/** Maps Fastify's own 4xx errors (parsing, size, media type…) to our codes. */
function codeForFastifyError(err: FastifyError): { status: number; code: string } | null {
  const status = err.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  switch (status) {
    case 401:
      return { status, code: 'unauthorized' };
    case 403:
      return { status, code: 'forbidden' };
    case 404:
      return { status, code: 'not-found' };
    case 405:
      return { status, code: 'method-not-allowed' };
    case 408:
      return { status, code: 'request-timeout' };
    case 409:
      return { status, code: 'conflict' };
    case 413:
      return { status, code: 'payload-too-large' };
    case 414:
      return { status, code: 'uri-too-long' };
    case 415:
      return { status, code: 'unsupported-media-type' };
    case 429:
      return { status, code: 'rate-limited' };
    case 431:
      return { status, code: 'headers-too-large' };
    default:
      return { status: 400, code: 'bad-request' };
  }
}

/**
 * One error format for the whole API: `{ code, message, params, requestId }`. Client mistakes are
 * 4xx with a code the web translates; anything unexpected is a 500 with no stack trace or internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // every reply says its request's id (ADR 385); error replies repeat it in their body
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'app error');
      return send(reply, error.statusCode, { code: error.code, message: error.message, params: error.params });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = validationIssues(error);
      const unknown = issues.filter((i) => i.keys);
      const message = unknown.length > 0 ? unknown.map((i) => i.message).join('; ') : 'The request is not valid';
      return send(reply, 400, { code: 'validation-failed', message, params: { issues } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(reply, 500, { code: 'internal-error', message: 'Something went wrong on our side', params: {} });
    }
    const mapped = codeForFastifyError(error);
    if (mapped) {
      const params: Record<string, unknown> = {};
      if (mapped.code === 'rate-limited') {
        const after = reply.getHeader('retry-after');
        if (after !== undefined) params.retryAfterSeconds = Number(after);
      }
      return send(reply, mapped.status, {
        code: mapped.code,
        message: mapped.code === 'rate-limited' ? 'Too many requests, please try again later' : error.message,
        params,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { code: 'internal-error', message: 'Something went wrong on our side', params: {} });
  });
}

/** JSON 404 for unknown API paths. */
export function apiNotFound(reply: FastifyReply, method: string, url: string): FastifyReply {
  return send(reply, 404, { code: 'not-found', message: `No route ${method} ${url.split('?')[0]}`, params: {} });
}

/**
 * Fastify's own routing errors (Fastify option `frameworkErrors`): a path that is not valid
 * percent-encoding (400) or a path parameter longer than maxParamLength (414), in our format.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const mapped = codeForFastifyError(error) ?? { status: 400, code: 'bad-request' };
  void send(reply, mapped.status, {
    code: mapped.code,
    message: mapped.code === 'uri-too-long' ? 'The request address is too long' : 'The request address is not valid',
    params: {},
  });
}

/**
 * Errors Node's HTTP parser meets before any route runs (Fastify option `clientErrorHandler`):
 * headers (or the request line) larger than `maxHeaderSize` answer 431, a request that does not
 * arrive in time 408, anything else unreadable 400 — in the API's error format, then the
 * connection is closed.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers-too-large', 'The request headers are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request-timeout', 'The request took too long to arrive']
        : [400, 'bad-request', 'The request could not be read'];
  const body = JSON.stringify({ code, message, params: {} } satisfies ErrorReply);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
