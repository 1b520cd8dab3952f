import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReply, GetOutboxParams, GetOutboxReply, ListOutboxQuery, ListOutboxReply, type OutboxSummary } from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { AppError } from '../../errors.js';
import { hideResetTokens } from '../auth/service.js';
import { findOutboxEmail, listOutbox, type OutboxRow } from './repository.js';
import { renderOutboxMessage } from './secret-link.js';

/**
 * The text and html a super user may read. Reset and sign-in links are never shown (ADR 199, 376):
 * their rows hold only the hidden form. A pending verification message shows its opened link (it
 * proves only a mailbox, and the e2e suite reads it here); once sent, its hidden form.
 */
function shownParts(row: OutboxRow, encryptionKey: string): { text: string; html: string } {
  let parts = { text: row.text, html: row.html };
  if (row.secretSealed && row.template === 'email-verification' && row.status !== 'sent') {
    try {
      parts = renderOutboxMessage(encryptionKey, row);
    } catch {
      // sealed under another key: the hidden form stays
    }
  }
  // never a live reset link on screen, even in a row written before ADR 376
  return { text: hideResetTokens(parts.text), html: hideResetTokens(parts.html) };
}

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
  (deps: { db: DbHandle; encryptionKey: string }): FastifyPluginAsyncZod =>
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
          summary: 'One e-mail of the outbox with its text and HTML (super users); reset and sign-in links are hidden',
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
          ...shownParts(row, deps.encryptionKey),
          attachmentUploadIds: row.attachmentUploadIds ?? [],
          accountId: row.accountId,
        };
      },
    );
  };
