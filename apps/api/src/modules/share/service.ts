// Facebook share of an order (customer-side.md §4, §7, §9; ADR 105). Every attempt is recorded
// (audit_log, action order.facebook-share, with why it earned nothing). A successful share of a
// paid order (`earnsShareReward`, issue 9: never a declined, canceled or refunded one; an unpaid
// one once it is paid and shared again) earns one promo code: 25 % off, one use, any store but not
// on gift cards (ADR 190), valid 30 days, e-mailed to the order's account in its language.
// The order row is locked, so a double click or two nodes never create two codes.
import { randomInt } from 'node:crypto';
import type { ShareOrderBody } from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { addDays, earnsShareReward, FACEBOOK_SHARE_PERCENT, torontoDate } from '@mijote/domain';
import { AppError } from '../../errors.js';
import { enqueueEmail } from '../outbox/repository.js';
import { sharePromoEmail } from './emails.js';
import { findSharePromoCode, insertSharePromoCode, lockOrderForShare, recordShareAttempt } from './repository.js';

export const SHARE_PROMO_VALID_DAYS = 30;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newShareCode(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `FB${s}`;
}

export interface ShareDeps {
  db: DbHandle;
  now: () => Date;
  siteOrigin: string;
}

export interface ShareInput {
  /** The session's account: only its own orders can be shared. */
  accountId: number;
  orderId: number;
  body: ShareOrderBody;
  site: string | undefined;
  ip: string | undefined;
  requestId: string;
}

export async function recordOrderShare(deps: ShareDeps, input: ShareInput): Promise<{ rewarded: boolean }> {
  const shareError = input.body.error?.trim() || null;
  return deps.db.db.transaction(async (tx) => {
    const order = await lockOrderForShare(tx, input.orderId);
    // Someone else's order answers like a missing one.
    if (!order || order.accountId !== input.accountId) throw AppError.notFound('order');

    const reason =
      shareError !== null
        ? 'share-failed'
        : !earnsShareReward(order.status)
          ? 'order-not-paid'
          : (await findSharePromoCode(tx, order.id))
            ? 'already-rewarded'
            : null;
    await recordShareAttempt(tx, {
      accountId: input.accountId,
      invoiceId: order.id,
      ip: input.ip,
      requestId: input.requestId,
      data: {
        ok: shareError === null,
        error: shareError,
        store: input.body.store ?? null,
        language: input.body.language ?? null,
        site: input.site ?? null,
        status: order.status,
        rewarded: reason === null,
        reason,
      },
    });
    if (reason !== null) return { rewarded: false };

    const today = torontoDate(deps.now());
    const expiresOn = addDays(today, SHARE_PROMO_VALID_DAYS);
    let code: string | null = null;
    for (let attempt = 0; attempt < 5 && code === null; attempt++) {
      const candidate = newShareCode();
      const id = await insertSharePromoCode(tx, {
        code: candidate,
        percent: FACEBOOK_SHARE_PERCENT,
        startsOn: today,
        expiresOn,
        invoiceId: order.id,
      });
      if (id !== null) code = candidate;
    }
    if (code === null) throw new Error('could not generate a unique promo code');

    await enqueueEmail(
      tx,
      sharePromoEmail({
        language: order.preferredLanguage,
        to: order.email,
        firstName: order.firstName,
        code,
        percent: FACEBOOK_SHARE_PERCENT,
        expiresOn,
        origin: deps.siteOrigin,
        accountId: order.accountId,
      }),
    );
    return { rewarded: true };
  });
}
