import { z } from 'zod';
import { IdParam, IntParam } from './primitives.js';

// The viewable e-mail outbox (super users): GET /api/admin/outbox and GET /api/admin/outbox/{id}.

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const ListOutboxQuery = z.object({
  page: IntParam(1, 100_000).default(1),
  pageSize: IntParam(1, 200).default(50),
  status: z.enum(OUTBOX_STATUSES).optional(),
});
export type ListOutboxQuery = z.infer<typeof ListOutboxQuery>;

export const OutboxSummary = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    language: z.enum(['en', 'fr']),
    template: z.string().nullable(),
    status: z.enum(OUTBOX_STATUSES),
    attempts: z.number().int(),
    nextAttemptAt: z.string(),
    lastError: z.string().nullable(),
    sentAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'OutboxSummary' });
export type OutboxSummary = z.infer<typeof OutboxSummary>;

/** Newest first. */
export const ListOutboxReply = z
  .object({
    items: z.array(OutboxSummary),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int().meta({ description: 'Number of messages' }),
  })
  .meta({ id: 'ListOutboxReply' });
export type ListOutboxReply = z.infer<typeof ListOutboxReply>;

export const GetOutboxParams = z.object({ id: IdParam });

export const GetOutboxReply = OutboxSummary.extend({
  replyTo: z.string().nullable(),
  text: z.string(),
  /** The HTML body; show it sandboxed (iframe srcdoc with sandbox, or as text). */
  html: z.string(),
  attachmentUploadIds: z.array(z.number().int()),
  accountId: z.number().int().nullable(),
}).meta({ id: 'GetOutboxReply' });
export type GetOutboxReply = z.infer<typeof GetOutboxReply>;
