// GET /promo-codes/{code}: checks a code against the cart's subTotal and store with the domain's
// rule (customer-side.md §4, §5) and answers the spec's result key with the discount.
import type { DbOrTx } from '@mijote/db';
import { evaluatePromoCode, isMaxedOut, promoCodeDateFlags, torontoDate, type PromoCode } from '@mijote/domain';
import type { PromoCodeQuery, PromoCodeReply } from '@mijote/contracts';
import { AppError } from '../../../errors.js';
import { findPromoCode, isShareCode } from './repository.js';

type PromoRow = NonNullable<Awaited<ReturnType<typeof findPromoCode>>>;

export function toDomainPromoCode(row: PromoRow, now: Date): PromoCode {
  const { valid, expired } = promoCodeDateFlags(row, torontoDate(now));
  return {
    code: row.code,
    type: row.type,
    amount: row.amount,
    valid,
    expired,
    status: row.status,
    minimumAmountRequired: row.minimumAmountCents,
    maxedOut: isMaxedOut({ maxedOut: false, maxUses: row.maxUses }, row.timesUsed),
    storeSource: row.storeSource,
    maxUses: row.maxUses,
    kind: isShareCode(row) ? 'share' : 'promo',
  };
}

export async function checkPromoCodeFor(db: DbOrTx, now: Date, code: string, q: PromoCodeQuery): Promise<PromoCodeReply> {
  const row = await findPromoCode(db, code);
  // An unknown code is "expired or invalid" for the customer: 404, with the key to show.
  if (!row) throw new AppError(404, 'not-found', 'The promo code was not found', { what: 'promo code', resultKey: 'sorry-expired' });
  const promo = toDomainPromoCode(row, now);
  const result = evaluatePromoCode(promo, { subTotal: q.subTotal, store: q.store, amountDue: q.subTotal });
  return {
    key: result.key,
    discountCents: result.discount,
    Code: row.code,
    Type: row.type,
    Amount: row.amount,
    Valid: promo.valid,
    Expired: promo.expired,
    Status: row.status,
    MinimumAmountRequiredCents: row.minimumAmountCents,
    MaxedOut: promo.maxedOut,
    StoreSource: row.storeSource,
  };
}
