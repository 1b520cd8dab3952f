// Century Dollars (store credit): balance and ledger, manual credits/debits by a super user,
// gift cards turned into Century Dollars. Every balance change and its ledger row share one
// transaction; a debit is one conditional UPDATE (balance >= amount), so concurrent debits never
// take the balance below zero (the column's CHECK is the last line of defence).
import type { ApplyGiftCardReply, CenturyDollarsBody, CenturyDollarsReply } from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import {
  centuryDollarReason,
  checkCenturyDollarTransaction,
  GIFT_CARD_TRANSACTION_METHOD,
  MANUAL_TRANSACTION_METHOD,
  redeemGiftCard,
  type CenturyDollarReason,
} from '@mijote/domain';
import { AppError } from '../../errors.js';
import {
  creditBalance,
  debitBalance,
  findGiftCard,
  getAccount,
  insertCenturyDollarTransaction,
  insertGiftCardTransaction,
  listCenturyDollarTransactions,
  markGiftCardUsed,
} from './repository.js';

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

function insufficient(balance: number, amount: number): AppError {
  return new AppError(400, 'insufficient-century-dollars', 'The Century Dollar balance does not cover this debit', { balance, amount });
}

/** A manual (MA) credit or debit made by the staff user `staffAccountId`. */
export async function manualCenturyDollars(
  db: DbHandle,
  input: { accountId: number; staffAccountId: number; body: CenturyDollarsBody; at: Date },
): Promise<CenturyDollarsReply> {
  const { body } = input;
  const check = checkCenturyDollarTransaction({ type: body.type, amount: body.amount, methodCd: MANUAL_TRANSACTION_METHOD, staffUserId: input.staffAccountId });
  if (check !== 'ok') throw new AppError(400, 'validation-failed', 'The transaction is not valid', { issues: [{ path: 'body.amount', code: check, message: check }] });
  await db.db.transaction(async (tx) => {
    const balance = body.type === 'C' ? await creditBalance(tx, input.accountId, body.amount) : await debitBalance(tx, input.accountId, body.amount);
    if (balance === null) {
      const row = await getAccount(tx, input.accountId);
      if (!row) throw AppError.notFound('account');
      throw insufficient(row.currentCenturyDollarCents, body.amount);
    }
    await insertCenturyDollarTransaction(tx, {
      accountId: input.accountId,
      type: body.type,
      amountCents: body.amount,
      balanceAfterCents: balance,
      methodCd: MANUAL_TRANSACTION_METHOD,
      manualUserId: input.staffAccountId,
      note: body.note ?? null,
      createdAt: input.at,
    });
  });
  return centuryDollars(db, input.accountId);
}

/** Moves a gift card's value into the account's Century Dollars; the card becomes used ('u'). */
export async function applyGiftCard(db: DbHandle, input: { accountId: number; code: string; at: Date }): Promise<ApplyGiftCardReply> {
  return db.db.transaction(async (tx) => {
    const card = await findGiftCard(tx, input.code);
    if (!card) throw new AppError(400, 'gift-card-invalid', 'Sorry that code has expired or is invalid');
    const account = await getAccount(tx, input.accountId);
    if (!account) throw AppError.notFound('account');
    const redemption = redeemGiftCard({ code: card.code, amount: card.balanceCents, status: card.status }, account.currentCenturyDollarCents);
    if (!redemption.ok || !(await markGiftCardUsed(tx, card.id, input.accountId, input.at))) {
      throw new AppError(400, 'gift-card-used', 'This gift card was already used');
    }
    const balance = await creditBalance(tx, input.accountId, redemption.credited);
    await insertGiftCardTransaction(tx, { giftCardId: card.id, type: 'D', amountCents: redemption.credited, accountId: input.accountId, createdAt: input.at });
    await insertCenturyDollarTransaction(tx, {
      accountId: input.accountId,
      type: 'C',
      amountCents: redemption.credited,
      balanceAfterCents: balance,
      methodCd: GIFT_CARD_METHOD,
      giftCardId: card.id,
      // a code the reader translates, the card's code stays on gift_card_id (ADR 200)
      note: 'gift-card' satisfies CenturyDollarReason,
      createdAt: input.at,
    });
    return { credited: redemption.credited, balance: balance! };
  });
}
