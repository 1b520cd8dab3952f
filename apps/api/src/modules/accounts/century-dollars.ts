// Century Dollars (store credit): balance and ledger, gift cards turned into Century Dollars.
// Every balance change goes through the one ledger writer (ledgers/century-dollars.ts); a super
// user's manual credit or debit is the billing module's (billing/century-dollars.ts, ADR 366).
import type { ApplyGiftCardReply, CenturyDollarsReply } from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import {
  CENTURY_DOLLAR_METHODS,
  centuryDollarReason,
  GIFT_CARD_TRANSACTION_METHOD,
  MANUAL_TRANSACTION_METHOD,
  redeemGiftCard,
  type CenturyDollarReason,
} from '@mijote/domain';
import { AppError } from '../../errors.js';
import { postCenturyDollars } from '../ledgers/century-dollars.js';
import { useGiftCard } from '../ledgers/gift-cards.js';
import { findGiftCard, getAccount, listCenturyDollarTransactions } from './repository.js';

/** Century Dollar method of a gift card applied to an account. */
export const GIFT_CARD_METHOD = GIFT_CARD_TRANSACTION_METHOD;

export async function centuryDollars(db: DbHandle, accountId: number): Promise<CenturyDollarsReply> {
  const row = await getAccount(db.db, accountId);
  if (!row) throw AppError.notFound('account');
  const rows = await listCenturyDollarTransactions(db.db, accountId);
  return {
    balance: row.currentCenturyDollarCents,
    // a note is shown as written only when a person wrote it (manual transactions); the system's
    // notes are codes, translated by the reader (ADR 200)
    transactions: rows.map(({ tx: t, giftCardCode }) => ({
      id: t.id,
      type: t.type,
      amount: t.amountCents,
      balanceAfter: t.balanceAfterCents,
      methodCd: t.methodCd,
      invoiceId: t.invoiceId,
      note: t.methodCd === MANUAL_TRANSACTION_METHOD ? t.note : null,
      reason: centuryDollarReason(t),
      giftCardCode: t.methodCd === GIFT_CARD_METHOD ? giftCardCode : null,
      createdAt: t.createdAt.toISOString(),
    })),
  };
}

/** Moves a gift card's value into the account's Century Dollars; the card becomes used ('u'). */
export async function applyGiftCard(db: DbHandle, input: { accountId: number; code: string; at: Date }): Promise<ApplyGiftCardReply> {
  return db.db.transaction(async (tx) => {
    const card = await findGiftCard(tx, input.code);
    if (!card) throw new AppError(400, 'gift-card-invalid', 'Sorry that code has expired or is invalid');
    const account = await getAccount(tx, input.accountId);
    if (!account) throw AppError.notFound('account');
    const redemption = redeemGiftCard(
      { code: card.code, amount: card.balanceCents, status: card.status },
      account.currentCenturyDollarCents,
    );
    if (
      !redemption.ok ||
      !(await useGiftCard(tx, { giftCardId: card.id, accountId: input.accountId, amountCents: redemption.credited, at: input.at }))
    ) {
      throw new AppError(400, 'gift-card-used', 'This gift card was already used');
    }
    const posted = await postCenturyDollars(tx, {
      accountId: input.accountId,
      type: 'C',
      amountCents: redemption.credited,
      methodCd: CENTURY_DOLLAR_METHODS.giftCard,
      giftCardId: card.id,
      // a code the reader translates, the card's code stays on gift_card_id (ADR 200)
      note: 'gift-card' satisfies CenturyDollarReason,
      at: input.at,
    });
    if (!posted.ok) throw new Error(`gift card ${card.id}: the Century Dollar credit was refused (${posted.reason})`);
    const balance = posted.balance;
    return { credited: redemption.credited, balance };
  });
}
