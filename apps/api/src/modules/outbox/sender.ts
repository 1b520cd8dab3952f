// The outbox sender (ADR 103): when SMTP_URL is set, a background loop takes due messages
// (claimed with FOR UPDATE SKIP LOCKED, so several API nodes never send one twice), sends them
// with nodemailer, marks them sent, and on failure retries with exponential backoff until it
// gives up. Without SMTP_URL nothing runs and messages stay `pending`, visible to super users.
import nodemailer from 'nodemailer';
import type { Db } from '@mijote/db';
import { errorText as safeErrorText } from '../../logging.js';
import type { FileStorage } from '../../storage/index.js';
import { renderOutboxMessage, UnopenableSecretError } from './secret-link.js';
import { claimDueEmails, findAttachmentUploads, markEmailFailedAttempt, markEmailSent, type OutboxRow } from './repository.js';

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  language: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/** What the sender needs from a mail transport (nodemailer's SMTP transport in production). */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(m) {
      await transporter.sendMail({
        from: m.from,
        to: m.to,
        replyTo: m.replyTo,
        subject: m.subject,
        text: m.text,
        html: m.html,
        attachments: m.attachments,
        headers: { 'Content-Language': m.language },
      });
    },
    close() {
      transporter.close();
    },
  };
}

export const OUTBOX_MAX_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 60_000;
const BACKOFF_MAX_MS = 6 * 60 * 60_000;
/** How long a claimed message stays reserved for the node sending it. */
const LEASE_MS = 5 * 60_000;

/** Wait before the next attempt after `attempts` failed ones: 1 min, 2, 4 … capped at 6 h. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

interface SenderLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface SendDueDeps {
  db: Db;
  transport: MailTransport;
  storage: FileStorage;
  mailFrom: string;
  /** Opens the sealed links of the messages (ADR 376). */
  encryptionKey: string;
  now: () => Date;
  log: SenderLog;
  batchSize?: number;
  maxAttempts?: number;
}

export interface SendDueResult {
  sent: number;
  retrying: number;
  failed: number;
}

/** An SMTP 5xx answer is permanent (unknown mailbox…): no point retrying. */
function isPermanent(err: unknown): boolean {
  if (err instanceof UnopenableSecretError) return true;
  const code = (err as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The SMTP server's answer when there is one, else a log-safe text of the error. */
function errorText(err: unknown): string {
  const e = err as { response?: unknown };
  return typeof e?.response === 'string' ? e.response : safeErrorText(err);
}

/** A safe attachment file name (the original name is the client's: letters, digits, spaces, - and _ only). */
function attachmentName(originalName: string, storedName: string): string {
  const ext = storedName.slice(storedName.lastIndexOf('.'));
  const base = originalName
    .normalize('NFC')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} _-]+/gu, '')
    .trim()
    .slice(0, 60);
  return `${base || 'attachment'}${ext}`;
}

async function attachmentsOf(deps: SendDueDeps, row: OutboxRow): Promise<MailMessage['attachments']> {
  const uploads = await findAttachmentUploads(deps.db, row.attachmentUploadIds ?? []);
  const out: MailMessage['attachments'] = [];
  for (const u of uploads) {
    const content = await deps.storage.read(u.storedName);
    if (!content) {
      deps.log.warn({ outboxId: row.id, uploadId: u.id }, 'attachment file is missing; sending without it');
      continue;
    }
    out.push({ filename: attachmentName(u.originalName, u.storedName), content, contentType: u.contentType });
  }
  return out;
}

/** One pass: claims due messages and sends them. Exported for tests and for the loop. */
export async function sendDueEmails(deps: SendDueDeps): Promise<SendDueResult> {
  const now = deps.now();
  const maxAttempts = deps.maxAttempts ?? OUTBOX_MAX_ATTEMPTS;
  const rows = await claimDueEmails(deps.db, { now, leaseUntil: new Date(now.getTime() + LEASE_MS), limit: deps.batchSize ?? 20 });
  const result: SendDueResult = { sent: 0, retrying: 0, failed: 0 };
  for (const row of rows) {
    try {
      const { text, html } = renderOutboxMessage(deps.encryptionKey, row);
      await deps.transport.send({
        from: deps.mailFrom,
        to: row.to,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text,
        html,
        language: row.languageCd,
        attachments: await attachmentsOf(deps, row),
      });
      await markEmailSent(deps.db, row.id, deps.now());
      result.sent++;
    } catch (err) {
      const giveUp = isPermanent(err) || row.attempts >= maxAttempts;
      const at = deps.now();
      await markEmailFailedAttempt(deps.db, row.id, {
        status: giveUp ? 'failed' : 'pending',
        nextAttemptAt: giveUp ? at : new Date(at.getTime() + backoffMs(row.attempts)),
        error: errorText(err),
      });
      if (giveUp) result.failed++;
      else result.retrying++;
      deps.log.warn({ outboxId: row.id, attempts: row.attempts, giveUp, err: errorText(err) }, 'e-mail not sent');
    }
  }
  return result;
}

export interface OutboxSender {
  /** Runs one pass now (tests, or after queuing something urgent). */
  flush(): Promise<SendDueResult>;
  stop(): Promise<void>;
}

export interface StartOutboxSenderOptions {
  db: Db;
  smtpUrl: string | undefined;
  mailFrom: string;
  encryptionKey: string;
  storage: FileStorage;
  log: SenderLog;
  now?: () => Date;
  intervalMs?: number;
  /** A transport other than SMTP (tests). */
  transport?: MailTransport;
}

/**
 * Starts the background loop (server.ts calls this; buildApp never does). Returns null when
 * SMTP_URL is not set: messages then stay in the outbox.
 */
export function startOutboxSender(opts: StartOutboxSenderOptions): OutboxSender | null {
  if (!opts.smtpUrl && !opts.transport) {
    opts.log.info({}, 'SMTP_URL is not set: e-mails stay in the outbox (GET /api/admin/outbox)');
    return null;
  }
  const transport = opts.transport ?? smtpTransport(opts.smtpUrl!);
  const deps: SendDueDeps = {
    db: opts.db,
    transport,
    storage: opts.storage,
    mailFrom: opts.mailFrom,
    encryptionKey: opts.encryptionKey,
    now: opts.now ?? (() => new Date()),
    log: opts.log,
  };
  const intervalMs = opts.intervalMs ?? 5000;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let current: Promise<SendDueResult> | null = null;

  const pass = (): Promise<SendDueResult> => {
    if (current) return current;
    current = (async () => {
      try {
        // Keep going while full batches come back, so a backlog drains quickly.
        const total: SendDueResult = { sent: 0, retrying: 0, failed: 0 };
        for (let i = 0; i < 50 && !stopped; i++) {
          const r = await sendDueEmails(deps);
          total.sent += r.sent;
          total.retrying += r.retrying;
          total.failed += r.failed;
          if (r.sent + r.retrying + r.failed < 20) break;
        }
        return total;
      } catch (err) {
        opts.log.error({ err: safeErrorText(err) }, 'outbox pass failed');
        return { sent: 0, retrying: 0, failed: 0 };
      } finally {
        current = null;
      }
    })();
    return current;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void pass().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();

  return {
    flush: pass,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (current) await current;
      transport.close();
    },
  };
}
