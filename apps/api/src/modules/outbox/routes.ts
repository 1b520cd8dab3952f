import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReply, GetOutboxParams, GetOutboxReply, ListOutboxQuery, ListOutboxReply, type OutboxSummary } from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { AppError } from '../../errors.js';
import { hideResetTokens } from '../auth/service.js';
import { findOutboxEmail, listOutbox, type OutboxRow } from './repository.js';

function summary(r: OutboxRow): OutboxSummary {
  return {
    id: r.id,
    to: r.to,
    subject: r.subject,
    language: r.languageCd,
    template: r.template,
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: r.nextAttemptAt.toISOString(),
    lastError: r.lastError,
    sentAt: r.sentAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * The viewable outbox (super users). Registered under /api/admin, where the SU guard of
 * plugins/auth-guards.ts applies to every route.
 */
export const adminOutboxRoutes =
  (deps: { db: DbHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/outbox',
      {
        schema: {
          tags: ['admin'],
          summary: 'E-mail outbox, newest first (super users)',
          querystring: ListOutboxQuery,
          response: { 200: ListOutboxReply, 400: ErrorReply, 401: ErrorReply, 403: ErrorReply },
        },
      },
      async (request) => {
        const { page, pageSize, status } = request.query;
        const { rows, total } = await listOutbox(deps.db.db, { limit: pageSize, offset: (page - 1) * pageSize, status });
        return { items: rows.map(summary), page, pageSize, total };
      },
    );

    app.get(
      '/outbox/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'One e-mail of the outbox with its text and HTML (super users); password-reset tokens are hidden',
          params: GetOutboxParams,
          response: { 200: GetOutboxReply, 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply },
        },
      },
      async (request) => {
        const row = await findOutboxEmail(deps.db.db, request.params.id);
        if (!row) throw AppError.notFound('e-mail');
        return {
          ...summary(row),
          replyTo: row.replyTo,
          // never a live reset link on screen: the token is only in the e-mail sent
          text: hideResetTokens(row.text),
          html: hideResetTokens(row.html),
          attachmentUploadIds: row.attachmentUploadIds ?? [],
          accountId: row.accountId,
        };
      },
    );
  };
