// The failure messages of the Failure page's path (customer-side §2, §8), read by the page and by
// the order-steps bar (which step failed), and the Failure path of a refused payment (Confirm,
// Success), here rather than in the Failure page's module so Confirm does not load that page (ADR
// 300). Pure: no React.
import { paths, type Lang } from '../../lib/paths';
import type { OpenStoreKind } from '../../lib/stores';

/** The spec's failure messages (the path's last segment). */
export const MESSAGES = { unauthorized: 'Unauthorized', declined: 'Order declined', processing: 'Payment processing failed' } as const;
const KNOWN: readonly string[] = [MESSAGES.unauthorized, MESSAGES.declined];
const PRINTABLE = /^[\p{L}\p{N}\p{P}\p{S}\p{Zs}]+$/u;

/** The failure message of the path: as written when it reads as text, else its base64 decoding. */
export function decodeFailureMessage(raw: string): string {
  if (KNOWN.includes(raw) || raw.startsWith('~')) return raw;
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(raw) && raw.length % 4 === 0) {
    try {
      const bytes = Uint8Array.from(atob(raw.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      if (PRINTABLE.test(text)) return text;
    } catch {
      // not base64: the text itself
    }
  }
  return raw;
}

export type FailureKind = keyof typeof MESSAGES;

export function failureKind(message: string): FailureKind {
  if (message === MESSAGES.unauthorized) return 'unauthorized';
  if (message === MESSAGES.declined) return 'declined';
  return 'processing';
}

/** The failure message of an order whose payment was declined, or could not be processed. */
export function failureMessage(outcome: 'declined' | 'failed'): string {
  return outcome === 'declined' ? MESSAGES.declined : MESSAGES.processing;
}

/** The Failure page of an order the API refused for its payment (Confirm, Interac's return), else null. */
export function failurePathFor(code: string, store: OpenStoreKind, lang: Lang, orderId: number): string | null {
  if (code === 'order-declined') return paths.store.failure(store, lang, orderId, MESSAGES.declined);
  if (code === 'payment-processing-failed') return paths.store.failure(store, lang, orderId, MESSAGES.processing);
  return null;
}
