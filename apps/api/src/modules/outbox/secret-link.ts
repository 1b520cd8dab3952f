// Live links kept out of the outbox's clear text (issue 29, ADR 376). A message carrying a link
// that signs someone in or changes their account (password reset, e-mail verification, one-time
// sign-in) is queued with the link's hidden form in its text and html (the token replaced by
// `[hidden]`) and the link itself sealed in `email_outbox.secret_sealed` (secret box, purpose
// 'outbox-secret'). The sender opens it and puts the link back at send time; once the message is
// sent (or given up), the column is emptied: what stays is the text with the link hidden.
import { openSecret, sealSecret } from '../../lib/secret-box.js';

/** What stands for a token wherever the outbox can be read. */
export const HIDDEN_TOKEN = '[hidden]';

/** The link with its token (the last path segment) replaced by `[hidden]`. */
export function hiddenFormOf(link: string): string {
  const cut = link.lastIndexOf('/');
  if (cut < 0 || cut === link.length - 1) throw new Error('a secret link ends with its token');
  return link.slice(0, cut + 1) + HIDDEN_TOKEN;
}

export function sealLink(encryptionKey: string, link: string): string {
  return sealSecret(encryptionKey, 'outbox-secret', link);
}

/** The sealed link, or null when it was sealed under another key or altered. */
export function openLink(encryptionKey: string, sealed: string): string | null {
  return openSecret(encryptionKey, 'outbox-secret', sealed);
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A message whose sealed link cannot be opened (the key changed): sending it would send no link. */
export class UnopenableSecretError extends Error {
  constructor(outboxId: number) {
    super(`the sealed link of outbox message ${outboxId} cannot be opened with this ENCRYPTION_KEY`);
    this.name = 'UnopenableSecretError';
  }
}

/**
 * The text and html as they are sent: with a sealed link, its hidden form is replaced by the link
 * (escaped in the html). Rows without one come back as they are.
 */
export function renderOutboxMessage(
  encryptionKey: string,
  row: { id: number; text: string; html: string; secretSealed: string | null },
): { text: string; html: string } {
  if (!row.secretSealed) return { text: row.text, html: row.html };
  const link = openLink(encryptionKey, row.secretSealed);
  if (link === null) throw new UnopenableSecretError(row.id);
  const hidden = hiddenFormOf(link);
  return {
    text: row.text.split(hidden).join(link),
    html: row.html.split(escapeHtml(hidden)).join(escapeHtml(link)),
  };
}
