import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorReply, ValidationIssue } from '@mijote/contracts';
import { AppError } from '../errors.js';

function send(reply: FastifyReply, status: number, body: ErrorReply): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Maps Fastify's own 4xx errors (parsing, size, media type…) to our codes. */
function codeForFastifyError(err: FastifyError): { status: number; code: string } | null {
  const status = err.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  switch (status) {
    case 401: return { status, code: 'unauthorized' };
    case 403: return { status, code: 'forbidden' };
    case 404: return { status, code: 'not-found' };
    case 405: return { status, code: 'method-not-allowed' };
    case 409: return { status, code: 'conflict' };
    case 413: return { status, code: 'payload-too-large' };
    case 415: return { status, code: 'unsupported-media-type' };
    case 429: return { status, code: 'rate-limited' };
    default: return { status: 400, code: 'bad-request' };
  }
}

/**
 * One error format for the whole API: `{ code, message, params }`. Client mistakes are 4xx with
 * a code the web translates; anything unexpected is a 500 with no stack trace or internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'app error');
      return send(reply, error.statusCode, { code: error.code, message: error.message, params: error.params });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: ValidationIssue[] = error.validation.map((v) => ({
        path: [error.validationContext, ...(v.instancePath ? v.instancePath.split('/').filter(Boolean) : [])].join('.'),
        code: String(v.params?.issue && typeof v.params.issue === 'object' && 'code' in v.params.issue ? v.params.issue.code : v.keyword),
        message: v.message ?? 'invalid',
      }));
      return send(reply, 400, { code: 'validation-failed', message: 'The request is not valid', params: { issues } });
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
