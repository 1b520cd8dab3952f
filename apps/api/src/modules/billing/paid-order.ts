// An order becomes paid (ADR 165, 320, 366): the cart cleared, the referrer credited, the gift
// cards it bought issued, the confirmation e-mails queued — the same effects whoever marks it paid:
// the checkout's settlement of an approved payment, or staff in the back-office. And what an order
// gives back when it is canceled or refunded (stock, promo-code use, the employer's allowance,
// Century Dollars), through each ledger's one writer.
import { eq } from 'drizzle-orm';
import { CateringOptions } from '@mijote/contracts';
import { readAll, type DbOrTx } from '@mijote/db';
import { account as accountTable } from '@mijote/db/schema';
import { CENTURY_DOLLAR_METHODS, CENTURY_DOLLAR_PAYMENT_METHOD_ID, unitsPerItem, type CenturyDollarReason } from '@mijote/domain';
import { deleteCart } from '../cart/repository.js';
import { findFranchise } from '../catalogue/franchise-and-subsidy.js';
import { postCenturyDollars } from '../ledgers/century-dollars.js';
import { issueGiftCards } from '../ledgers/gift-cards.js';
import { giveBackPromoCodeUse } from '../ledgers/promo-codes.js';
import { giveBackOrderSubsidy } from '../ledgers/subsidy-usage.js';
import { choiceLines, choiceProductIds, choiceTitles, storedChoiceIds } from '../orders/line-choices.js';
import { discountLines, isHalfPortion } from '../orders/discount-lines.js';
import { orderConfirmationEmail, type ConfirmationInput } from '../orders/emails.js';
import { giftCardRecipientOf } from '../orders/gift-card-delivery.js';
import { giftCardEmail, type GiftCardRecipientInfo } from '../orders/gift-card-email.js';
import { listDetails, productTitles, productTypes, promoCodeOfOrder, returnStock } from '../orders/repository.js';
import { enqueueEmail } from '../outbox/repository.js';
import { creditReferrerOnPaidOrder } from '../referrals/service.js';
import { setInvoiceStatus, updatePayment, type InvoiceRow, type PaymentRow } from './repository.js';

/** The account an order's e-mails go to. */
async function orderAccount(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ email: accountTable.email, firstName: accountTable.firstName, lastName: accountTable.lastName })
    .from(accountTable)
    .where(eq(accountTable.id, id))
    .limit(1);
  return row ?? null;
}

/** What the paid order's effects need, read before its transaction (its lines, account, promo code, titles, types). */
export async function paidOrderFacts(db: DbOrTx, inv: InvoiceRow) {
  const [details, account, use] = await readAll(db, [
    () => listDetails(db, inv.id),
    () => orderAccount(db, inv.accountId),
    () => promoCodeOfOrder(db, inv),
  ]);
  const ids = [
    ...details.map((d) => d.productId).filter((x): x is number => x !== null),
    ...choiceProductIds(details.map(storedChoiceIds)),
  ];
  const [titles, types] = await readAll(db, [() => productTitles(db, ids, inv.languageCd), () => productTypes(db, ids)]);
  return { details, account, use, titles, types };
}

/**
 * An unpaid order becomes paid (U → P) with everything that goes with it: the cart cleared, the
 * referrer credited, the gift cards it bought issued, the confirmation e-mails queued. Inside the
 * caller's transaction: the checkout's `finalize` and the back-office's "mark paid" (ADR 320) both
 * call it. False (and nothing done) when the order was no longer unpaid.
 */
export async function completePaidOrder(
  tx: DbOrTx,
  inv: InvoiceRow,
  facts: Awaited<ReturnType<typeof paidOrderFacts>>,
  o: { now: Date; reason: string; by: number; note?: string | null; paymentMethod?: InvoiceRow['paymentMethod'] },
): Promise<boolean> {
  const { now } = o;
  const { details, account, use, titles, types } = facts;
  const ok = await setInvoiceStatus(tx, inv.id, 'U', 'P', {
    paidAt: now,
    ...(o.paymentMethod !== undefined ? { paymentMethod: o.paymentMethod } : {}),
    at: now,
    reason: o.reason,
    accountId: o.by,
    note: o.note ?? null,
  });
  if (!ok) return false;
  await deleteCart(tx, inv.accountId, inv.storeKind);
  // a referred friend's first paid order: the referrer's $25 (once, ADR 183)
  await creditReferrerOnPaidOrder(tx, { friendAccountId: inv.accountId, invoiceId: inv.id, at: now });
  const cards = await issueOrderGiftCards(tx, inv, details, types, now);
  // cards with a recipient go to them by e-mail (ADR 214); the others to the purchaser
  const codes = cards.filter((c) => !c.recipient).map((c) => c.code);
  const sentTo = [...new Set(cards.flatMap((c) => (c.recipient ? [c.recipient.email] : [])))];
  for (const email of sentTo) {
    const theirs = cards.filter((c) => c.recipient?.email === email);
    const from = account ? `${account.firstName} ${account.lastName}`.trim() : '';
    await enqueueEmail(tx, giftCardEmail({ recipient: theirs[0]!.recipient!, from, language: inv.languageCd, cards: theirs }));
  }
  const franchise = inv.franchiseId !== null ? await findFranchise(tx, inv.franchiseId) : undefined;
  const franchiseName = franchise ? (inv.languageCd === 'fr' ? franchise.nameFr : franchise.nameEn) : null;
  const mail = { details, titles, types, use, codes, sentTo, franchiseName };
  if (account) await enqueueEmail(tx, orderConfirmationEmail(confirmationOf(inv, account, mail)));
  // the bistro's own copy of each paid order (issue 12, ADR 231)
  if (account && franchise?.email) {
    const customer = `${account.firstName} ${account.lastName}`.trim();
    const copy = { ...confirmationOf(inv, account, mail), to: franchise.email, franchiseCopy: { customer, email: account.email } };
    await enqueueEmail(tx, orderConfirmationEmail(copy));
  }
  return true;
}

/** Issues the gift cards an order bought, each line's for the recipient it was recorded with (ADR 214). */
async function issueOrderGiftCards(
  tx: DbOrTx,
  inv: InvoiceRow,
  details: Awaited<ReturnType<typeof listDetails>>,
  types: Map<number, string>,
  now: Date,
): Promise<{ code: string; amountCents: number; recipient: GiftCardRecipientInfo | null }[]> {
  const cards: { code: string; amountCents: number; recipient: GiftCardRecipientInfo | null }[] = [];
  for (const d of details) {
    if (d.productId === null || types.get(d.productId) !== 'GC') continue;
    const recipient = giftCardRecipientOf(d.customizations);
    const codes = await issueGiftCards(tx, {
      amountCents: d.unitPriceCents,
      quantity: d.quantity,
      purchaserAccountId: inv.accountId,
      invoiceId: inv.id,
      at: now,
      recipient,
    });
    cards.push(...codes.map((code) => ({ code, amountCents: d.unitPriceCents, recipient })));
  }
  return cards;
}

/** The confirmation e-mail of a paid order, in the language it was placed in (ADR 165, 190, 191). */
function confirmationOf(
  inv: InvoiceRow,
  account: { email: string; firstName: string },
  o: {
    details: Awaited<ReturnType<typeof listDetails>>;
    titles: Map<number, string>;
    types: Map<number, string>;
    use: Awaited<ReturnType<typeof promoCodeOfOrder>>;
    codes: string[];
    sentTo: string[];
    franchiseName: string | null;
  },
): ConfirmationInput {
  return {
    to: account.email,
    firstName: account.firstName,
    language: inv.languageCd,
    accountId: inv.accountId,
    orderId: inv.id,
    deliveryDate: inv.deliveryDate,
    deliveryTime: inv.deliveryTime?.slice(0, 5) ?? null,
    procedure: inv.checkoutProcedure,
    numberOfPeople: inv.numberOfPeople,
    cateringOptions: inv.cateringOptions ? CateringOptions.parse(inv.cateringOptions) : null,
    lines: o.details.map((d) => ({
      // a custom line carries its own title (ADR 223); a box, the titles chosen for each box
      title: d.customTitle ?? (d.productId !== null ? o.titles.get(d.productId) : undefined) ?? '',
      // the side and the boxes' choices, as the lines printed under the dish (ADR 369)
      choiceLines: choiceLines(choiceTitles(storedChoiceIds(d), o.titles), inv.languageCd),
      quantity: d.quantity,
      amount: d.amountCents,
      productType: d.productId !== null ? (o.types.get(d.productId) ?? null) : null,
      halfPortion: isHalfPortion(d),
    })),
    amounts: {
      subTotal: inv.subtotalCents,
      discount: inv.discountCents,
      ...discountLines(inv, o.use),
      subsidized: inv.subsidizedCents,
      deliveryFees: inv.deliveryChargeCents,
      tip: inv.tipCents,
      tax1: inv.tax1Cents,
      tax2: inv.tax2Cents,
      centuryDollars: inv.centuryDollarsCents,
      total: inv.totalCents,
    },
    giftCardCodes: o.codes,
    giftCardsSentTo: o.sentTo,
    franchiseName: o.franchiseName,
  };
}

/**
 * What a canceled order gives back (checkout's release of a payment that did not go through, the
 * back-office's deletion of an unpaid order): its stock, its promo-code use, the employer's
 * allowance for its days and the Century Dollars it spent — each through its ledger, exactly once
 * (the caller has claimed the order's payment or status first). The Century Dollar payment is then
 * `refunded`.
 */
export async function giveBackHoldings(
  tx: DbOrTx,
  inv: InvoiceRow,
  o: { now: Date; payments: readonly PaymentRow[]; reason: CenturyDollarReason },
): Promise<void> {
  const details = await listDetails(tx, inv.id);
  const units = new Map<number, number>();
  for (const d of details) {
    if (d.productId === null) continue;
    units.set(d.productId, (units.get(d.productId) ?? 0) + d.quantity * unitsPerItem(d.isFamilyPack ? 'familyPack' : 'meal'));
  }
  for (const [productId, n] of [...units].sort((a, b) => a[0] - b[0])) await returnStock(tx, productId, n, o.now);
  if (inv.promoCodeId !== null) await giveBackPromoCodeUse(tx, inv.promoCodeId, inv.id, o.now);
  await giveBackOrderSubsidy(tx, inv, details, o.now);
  if (inv.centuryDollarsCents > 0) {
    // one give-back per try on the order (ADR 368): the first try's keeps the key it always had
    const spent = o.payments.filter((p) => p.paymentMethodId === CENTURY_DOLLAR_PAYMENT_METHOD_ID);
    const given = spent.find((p) => p.status === 'approved');
    const key = given && given.id !== spent[0]?.id ? `invoice:${inv.id}:refund:${given.id}` : `invoice:${inv.id}:refund`;
    await postCenturyDollars(tx, {
      accountId: inv.accountId,
      type: 'C',
      amountCents: inv.centuryDollarsCents,
      methodCd: CENTURY_DOLLAR_METHODS.refund,
      invoiceId: inv.id,
      // a code the customer reads in their language, not the English status reason (ADR 200)
      note: o.reason,
      idempotencyKey: key,
      at: o.now,
    });
    for (const p of o.payments)
      if (p.paymentMethodId === CENTURY_DOLLAR_PAYMENT_METHOD_ID && p.status === 'approved')
        await updatePayment(tx, p.id, { status: 'refunded', updatedAt: o.now });
  }
}

/** What a refunded order gives back beyond its money: its promo-code use and the employer's allowance (not its stock: the food was made). */
export async function giveBackOnRefund(tx: DbOrTx, inv: InvoiceRow, now: Date): Promise<void> {
  if (inv.promoCodeId !== null) await giveBackPromoCodeUse(tx, inv.promoCodeId, inv.id, now);
  const details = await listDetails(tx, inv.id);
  await giveBackOrderSubsidy(tx, inv, details, now);
}
