// Operational tables: form submissions and uploads, e-mail outbox, label print history,
// route imports, audit log and application settings.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { account } from './account.js';
import { EMAIL_STATUSES, LABEL_KINDS, LANGUAGES, ROUTE_SOURCES } from './codes.js';
import { cents, checkIn, createdAt, id, tsz, updatedAt } from './columns.js';
import { subsidy } from './subsidy.js';

/** A stored file (DATA_DIR/uploads by default). Temp uploads are committed when a form uses them. */
export const upload = pgTable(
  'upload',
  {
    id: id(),
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** cv | product-image | blog-image | banner | route-import | account-import | form-attachment */
    purpose: text('purpose').notNull(),
    sha256: text('sha256'),
    accountId: integer('account_id').references(() => account.id, { onDelete: 'set null' }),
    isTemp: boolean('is_temp').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('upload_stored_name_uq').on(t.storedName), index('upload_temp_idx').on(t.isTemp, t.createdAt)],
);

/**
 * Attempt and quota counters shared by every API node (ADR 198): failed logins, password resets,
 * sign-ups, card tokenizations and uploads per address or e-mail. One fixed window per key: the
 * count restarts once `reset_at` has passed. Rows past their window are swept.
 */
export const rateLimitCounter = pgTable(
  'rate_limit_counter',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: tsz('reset_at').notNull(),
  },
  (t) => [index('rate_limit_counter_reset_idx').on(t.resetAt)],
);

/** POST /api/forms/{language}/{formName}: every public form, with its fields as jsonb. */
export const formSubmission = pgTable(
  'form_submission',
  {
    id: id(),
    formName: text('form_name').notNull(),
    languageCd: text('language_cd', { enum: LANGUAGES }).notNull(),
    site: text('site'),
    isBbCorp: boolean('is_bb_corp').notNull().default(false),
    newsletter: boolean('newsletter').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    attachmentUploadId: integer('attachment_upload_id').references(() => upload.id, { onDelete: 'set null' }),
    accountId: integer('account_id').references(() => account.id, { onDelete: 'set null' }),
    /** Footer lead form: the second step completes the first submission. */
    parentSubmissionId: integer('parent_submission_id'),
    recaptchaScore: text('recaptcha_score'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** When staff read it in the back-office's inbox (issue 30); null = unread. */
    readAt: tsz('read_at'),
    /** Who read it (the staff member's account). */
    readByAccountId: integer('read_by_account_id').references(() => account.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('form_submission_form_idx').on(t.formName, t.createdAt),
    // the inbox's unread list and Today's count of it, newest first (the index read backwards; a
    // lead form's step 2 is shown in its step 1, so only rows without a parent are listed)
    index('form_submission_unread_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.readAt} is null and ${t.parentSubmissionId} is null`),
    index('form_submission_parent_idx').on(t.parentSubmissionId),
    checkIn('form_submission_language_ck', t.languageCd, LANGUAGES),
  ],
);

/** Transactional outbox: written in the business transaction, sent by a worker (SMTP when set). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    languageCd: text('language_cd', { enum: LANGUAGES }).notNull().default('en'),
    /** Template name, for the viewable outbox and tests (e.g. 'password-reset'). */
    template: text('template'),
    attachmentUploadIds: jsonb('attachment_upload_ids').$type<number[]>(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: tsz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: tsz('sent_at'),
    accountId: integer('account_id').references(() => account.id, { onDelete: 'set null' }),
    /**
     * The live link of the message, sealed (secret box, purpose 'outbox-secret', ADR 376): text and
     * html hold a placeholder, the sender opens this and puts the link in; null once sent.
     */
    secretSealed: text('secret_sealed'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_idx').on(t.createdAt),
    checkIn('email_outbox_status_ck', t.status, EMAIL_STATUSES),
  ],
);

/** Each label print (meal-delivery or corporate): the differential report starts after the last one. */
export const labelPrint = pgTable(
  'label_print',
  {
    id: id(),
    kind: text('kind', { enum: LABEL_KINDS }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    productType: text('product_type'),
    subsidyId: integer('subsidy_id').references(() => subsidy.id, { onDelete: 'set null' }),
    invoiceStart: integer('invoice_start'),
    invoiceEnd: integer('invoice_end'),
    differential: boolean('differential').notNull().default(false),
    reprint: boolean('reprint').notNull().default(false),
    labelCount: integer('label_count').notNull().default(0),
    printedByAccountId: integer('printed_by_account_id').references(() => account.id, { onDelete: 'set null' }),
    printedAt: tsz('printed_at').notNull().defaultNow(),
  },
  (t) => [index('label_print_kind_idx').on(t.kind, t.printedAt), checkIn('label_print_kind_ck', t.kind, LABEL_KINDS)],
);

/** A route file imported for a source (CA, CO, CM, MD) or stops sent to the route planner. */
export const routeImport = pgTable(
  'route_import',
  {
    id: id(),
    source: text('source', { enum: ROUTE_SOURCES }).notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** file | routific */
    target: text('target').notNull().default('file'),
    uploadId: integer('upload_id').references(() => upload.id, { onDelete: 'set null' }),
    fileName: text('file_name'),
    rowCount: integer('row_count').notNull().default(0),
    /** Imported stops: invoice id, route, stop number, driver… */
    rows: jsonb('rows').$type<Record<string, unknown>[]>().notNull().default([]),
    problems: jsonb('problems').$type<string[]>().notNull().default([]),
    externalProjectId: text('external_project_id'),
    importedByAccountId: integer('imported_by_account_id').references(() => account.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('route_import_source_idx').on(t.source, t.deliveryDate), checkIn('route_import_source_ck', t.source, ROUTE_SOURCES)],
);

/** Who did what in the admin and on sensitive customer actions. Append only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    actorAccountId: integer('actor_account_id').references(() => account.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorAccountId, t.createdAt),
    index('audit_log_created_idx').on(sql`${t.createdAt} desc`),
  ],
);

export const appSetting = pgTable('app_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * The sandbox payment processor's own memory (ADR 204): the outcome of every charge it was asked
 * for, by idempotency key, as a real processor keeps it. A repeated charge answers the stored
 * outcome; reconciliation asks for it after a crash. Only the sandbox adapter reads or writes it.
 */
export const sandboxCharge = pgTable('sandbox_charge', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  /** approved, declined or error */
  status: text('status', { enum: ['approved', 'declined', 'error'] }).notNull(),
  transactionId: text('transaction_id'),
  amountCents: cents('amount_cents').notNull(),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  createdAt: tsz('created_at').notNull().defaultNow(),
});

/**
 * The sandbox processor's refunds (ADR 366), once per idempotency key, as a real processor keeps
 * them: a refund is asked outside any transaction of ours, and a restart must find it again.
 */
export const sandboxRefund = pgTable('sandbox_refund', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  refundId: text('refund_id').notNull(),
  transactionId: text('transaction_id').notNull(),
  amountCents: cents('amount_cents').notNull(),
  createdAt: tsz('created_at').notNull().defaultNow(),
});
