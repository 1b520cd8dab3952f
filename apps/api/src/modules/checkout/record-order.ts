// Recording an order (T1 of ADR 161): ONE transaction writes the invoice (its unique idempotency
// key is the claim), its lines and add-ons, takes the stock, the promo-code use and the Century
// Dollars — each a conditional UPDATE that refuses rather than oversells, over-uses or overdraws —
// and leaves a pending payment for what the card (or Interac) pays. Either all of it, or nothing.
import type { PlaceOrderBodyParsed } from '@mijote/contracts';
import type { Db, DbOrTx } from '@mijote/db';
import type { AddressSnapshot } from '@mijote/db/schema';
import {
  CENTURY_DOLLAR_METHODS,
  CENTURY_DOLLAR_PAYMENT_METHOD_ID,
  dailyCountRemainder,
  dailyRemainder,
  invoiceTotal,
  isoWeekday,
  orderPortions,
  torontoDate,
  subsidisedUnits,
  WEEKDAYS,
  INVOICE_STATUS_NOTES,
} from '@mijote/domain';
import { AppError } from '../../errors.js';
import type { AuthContext } from '../auth/context.js';
import { postCenturyDollars } from '../ledgers/century-dollars.js';
import { takePromoCodeUse } from '../ledgers/promo-codes.js';
import { takeSubsidyUse } from '../ledgers/subsidy-usage.js';
import { giveBackHoldings } from '../billing/paid-order.js';
import {
  claimPayment,
  findInvoice,
  insertInvoice,
  insertPayment,
  insertStatusHistory,
  listPayments,
  lockInvoice,
  setInvoiceStatus,
  updateInvoice,
  type InvoiceRow,
  type NewInvoiceRow,
  type PaymentRow,
} from '../billing/repository.js';
import { deleteCartDetails, insertCartDetails, takeStocks } from '../orders/repository.js';
import { hasKitchenCapacity, takeCapacity } from './capacity.js';
import { CARD, externalPayment, INTERAC, isOpenAttempt } from './order-state.js';
import { insertAttempt, lastAttempt } from './repository.js';
import { active, snapshotOf } from './order-checks.js';
import type { PricedCart, PricedItem, PricingAccount } from './pricing.js';

/** How the amount due is paid: nothing to pay, Interac Online, or a card (a saved one, or a new token). */
export type PaymentSource =
  | { kind: 'none' }
  | { kind: 'interac' }
  | { kind: 'card'; token: string; savedCard: { id: number; brand: string; last4: string } | null };

export interface OrderToRecord {
  auth: AuthContext;
  body: PlaceOrderBodyParsed;
  /** the idempotency key, scoped to the account */
  key: string;
  /** the request's fingerprint (order-state.ts `requestHash`), kept with the try */
  requestHash: string;
  now: Date;
  account: PricingAccount;
  priced: PricedCart;
  address: { snapshot: AddressSnapshot; id: number | null } | null;
  billing: (Parameters<typeof snapshotOf>[0] & { id: number }) | null;
  source: PaymentSource;
  /** the mobile cafeteria's stop the order goes to (mobile store) */
  mobileAddressId?: number | null;
}

/** Promotions and the promo code together: the invoice's Discount and its Rebate. */
const discountOf = (priced: PricedCart) => priced.totals.promotion.discount + (priced.totals.promoCode?.discount ?? 0);

/**
 * The invoice formula (back-office §5, ADR 022) over what is about to be written must give back the
 * amount due the cart priced: with the discounts as Rebate and Century Dollars as a method-2
 * payment, it is what the card pays. A difference is a bug, never an amount to charge.
 */
export function checkedTotal(priced: PricedCart, lines: readonly PricedItem[]): number {
  const t = priced.totals;
  const total = invoiceTotal({
    cartDetails: lines.map((i) => ({ amount: i.line.unitPrice + i.line.extraCharge, quantity: i.line.quantity })),
    tip: t.tip,
    tax1: t.tax1,
    tax2: t.tax2,
    deliveryCharge: t.deliveryFees,
    fuelSurcharge: 0,
    extraCharge: 0,
    subsidizedAmount: t.subsidized,
    rebate: discountOf(priced),
    payments: [{ paymentMethodId: CENTURY_DOLLAR_PAYMENT_METHOD_ID, amount: t.centuryDollars }],
  });
  if (total !== t.amountDue) throw new Error(`invoice total ${total} differs from the amount due ${t.amountDue}`);
  return total;
}

/** The first date an item is wanted (meal-delivery days), else the date chosen at checkout, else today for a bistro. */
function deliveryDateOf(o: OrderToRecord, lines: readonly PricedItem[]): string | null {
  const dates = lines
    .map((i) => i.line.date)
    .filter((d): d is string => d !== null)
    .sort();
  return dates[0] ?? o.body.deliveryDate ?? (o.priced.store === 'restaurant' ? torontoDate(o.now) : null);
}

function invoiceRowOf(o: OrderToRecord, deliveryDate: string | null, total: number): NewInvoiceRow {
  const { auth, body, priced, account, now, source } = o;
  const t = priced.totals;
  const discount = discountOf(priced);
  return {
    accountId: auth.accountId,
    storeKind: priced.store,
    status: 'U',
    billingAddress: o.billing ? snapshotOf(o.billing) : null,
    billingAddressId: o.billing?.id ?? null,
    deliveryAddress: o.address?.snapshot ?? null,
    deliveryAddressId: o.address?.id ?? null,
    deliveryPostalCode: priced.area?.postalCode ?? null,
    deliveryDate,
    deliveryTime: body.deliveryTime ?? null,
    checkoutProcedure: priced.procedure,
    franchiseId: priced.franchise?.id ?? null,
    subsidyId: priced.subsidyId,
    subsidyMobileAddressId: o.mobileAddressId ?? null,
    promoCodeId: appliedPromo(priced)?.id ?? null,
    promotionCode: t.promotion.applied.join(',') || null,
    subtotalCents: t.subTotal,
    discountCents: discount,
    // the promo code's share, kept when its use is given back (the export's Promo column, ADR 366)
    promoDiscountCents: appliedPromo(priced) ? (t.promoCode?.discount ?? 0) : 0,
    // what the discounts took off the taxable goods (promotion and promo code): an edit of the
    // lines is taxed the same way (billing, ADR 366)
    taxableDiscountCents: o.priced.domain.taxableDiscount,
    extraChargeCents: t.extraCharges,
    deliveryChargeCents: t.deliveryFees,
    tipCents: t.tip,
    subsidizedCents: t.subsidized,
    // Rebate is what refunds take off the price after checkout (ADR 366); the discounts are Discount
    rebateCents: 0,
    tax1Cents: t.tax1,
    tax2Cents: t.tax2,
    centuryDollarsCents: t.centuryDollars,
    totalCents: total,
    comment: body.comment ?? null,
    languageCd: body.language,
    idempotencyKey: o.key,
    paymentMethod:
      source.kind === 'none'
        ? 'NONE'
        : source.kind === 'interac'
          ? 'INTERAC'
          : ((source.savedCard?.brand as NewInvoiceRow['paymentMethod']) ?? null),
    isRush: priced.cart.isRush && account.isMaster,
    isDeliveryWaived: priced.cart.isDeliveryWaived && account.isMaster,
    numberOfPeople: body.numberOfPeople ?? null,
    cateringOptions: body.cateringOptions ?? null,
    kitchenTime: body.cateringOptions?.kitchenTime ?? null,
    portions: hasKitchenCapacity(priced.store) ? orderPortions(active(priced)) : null,
    placedByAccountId: account.isMaster ? auth.accountId : null,
    createdAt: now,
    updatedAt: now,
  };
}

const appliedPromo = (priced: PricedCart) => (priced.promo && priced.totals.promoCode?.key === 'promo-added' ? priced.promo : null);

/** Every line of the order and its required sides, in one INSERT each (ADR 240). */
async function insertLines(
  tx: DbOrTx,
  o: OrderToRecord,
  invoiceId: number,
  lines: readonly PricedItem[],
  deliveryDate: string | null,
): Promise<void> {
  await insertCartDetails(
    tx,
    lines.map((i, sortOrder) => {
      const requiredBy = i.line.date ?? deliveryDate ?? torontoDate(o.now);
      return {
        row: {
          invoiceId,
          productId: i.line.productId,
          quantity: i.line.quantity,
          unitPriceCents: i.line.unitPrice,
          amountCents: i.line.amount,
          subsidizedCents: i.line.employerAmount,
          subsidizedUnits: subsidisedUnitsOf(o, i),
          isFamilyPack: i.line.type === 'familyPack',
          isKidsMeal: i.line.type === 'kids',
          taxable: i.line.taxable,
          allowGstTaxRebate: i.line.allowGstTaxRebate,
          requiredBy,
          deliveryDay: (WEEKDAYS as readonly string[]).includes(i.line.group) ? isoWeekday(requiredBy) : null,
          cartGroup: i.line.group,
          // a custom line keeps the title its master login typed (ADR 223)
          customTitle: i.custom?.title ?? null,
          customizations: {
            fullPortion: i.line.fullPortion,
            sides: i.sides,
            ...(i.choices.length > 0 ? { choices: i.choices } : {}),
            // a gift card goes by e-mail to the order's recipient (ADR 214)
            ...(i.product?.typeCd === 'GC' && o.body.giftCardRecipient ? { giftCardRecipient: o.body.giftCardRecipient } : {}),
          },
          sortOrder,
          createdAt: o.now,
        },
        // a required side is part of the dish's price (ADR 160)
        addons: i.sides.map((s) => ({ productId: s, priceCents: 0 })),
      };
    }),
  );
}

/** The stock of every product of the order, or a 409 naming the first one short (by id). */
async function takeStockOf(tx: DbOrTx, lines: readonly PricedItem[], now: Date): Promise<void> {
  const units = new Map<number, number>();
  for (const i of lines) units.set(i.line.productId, (units.get(i.line.productId) ?? 0) + i.units);
  const short = await takeStocks(tx, units, now);
  if (short !== null) throw new AppError(409, 'out-of-stock', 'This product is out of stock', { productIds: [short] });
}

/** The promo-code use and the Century Dollars the order spends (then the account, after the products). */
async function takeCredits(tx: DbOrTx, o: OrderToRecord, invoiceId: number, attempt: number): Promise<void> {
  const t = o.priced.totals;
  const promo = appliedPromo(o.priced);
  if (promo) {
    const use = { promoCodeId: promo.id, accountId: o.auth.accountId, invoiceId, discountCents: t.promoCode?.discount ?? 0, at: o.now };
    if (!(await takePromoCodeUse(tx, use)))
      throw new AppError(409, 'promo-maxedout', 'Sorry, the promo code has been maxed out.', { code: promo.code });
  }
  if (t.centuryDollars > 0) {
    const debit = await postCenturyDollars(tx, {
      accountId: o.auth.accountId,
      type: 'D',
      amountCents: t.centuryDollars,
      methodCd: CENTURY_DOLLAR_METHODS.orderPayment,
      invoiceId,
      // one debit per try on the order (ADR 368); the first keeps the key it always had
      idempotencyKey: attempt <= 1 ? `invoice:${invoiceId}:debit` : `invoice:${invoiceId}:debit:${attempt}`,
      at: o.now,
    });
    if (!debit.ok)
      throw new AppError(409, 'insufficient-century-dollars', 'The Century Dollar balance does not cover this amount', {
        amount: t.centuryDollars,
      });
    await insertPayment(tx, {
      invoiceId,
      paymentMethodId: CENTURY_DOLLAR_PAYMENT_METHOD_ID,
      amountCents: t.centuryDollars,
      status: 'approved',
      capturedAt: o.now,
      createdAt: o.now,
      updatedAt: o.now,
    });
  }
}

/** The day each line is delivered (its menu day, else the order's date, else today). */
export const lineDay = (i: PricedItem, deliveryDate: string | null, now: Date): string => i.line.date ?? deliveryDate ?? torontoDate(now);

/** How many of a line's units the employer pays for (the domain's `subsidisedUnits`; 0 unsubsidised). */
const subsidisedUnitsOf = (o: OrderToRecord, i: PricedItem): number =>
  o.priced.subsidy
    ? subsidisedUnits(o.priced.subsidy, { unitPrice: i.line.unitPrice, quantity: i.line.quantity, subsidized: i.line.employerAmount })
    : 0;

/**
 * The employer's allowance the order takes, day by day (subsidy_daily_usage, in date order so two
 * orders lock the days in the same order), in cents and in items (ADR 367): 409
 * subsidy-allowance-changed when another order of the employee took the day's cap meanwhile — the
 * cart was priced with more left than there is now.
 */
async function takeSubsidy(tx: DbOrTx, o: OrderToRecord, lines: readonly PricedItem[], deliveryDate: string | null): Promise<void> {
  const s = o.priced.subsidy;
  if (!s || o.priced.totals.subsidized === 0) return;
  const byDay = new Map<string, { amount: number; count: number }>();
  for (const i of lines) {
    if (i.line.employerAmount === 0) continue;
    const day = lineDay(i, deliveryDate, o.now);
    const u = byDay.get(day) ?? { amount: 0, count: 0 };
    u.amount += i.line.employerAmount;
    u.count += subsidisedUnitsOf(o, i);
    byDay.set(day, u);
  }
  // the daily caps, when the subsidy has them (what is left of a day nothing used)
  const caps = { amountCents: dailyRemainder(s, 0), count: dailyCountRemainder(s, 0) };
  for (const [day, u] of [...byDay].sort((a, b) => a[0].localeCompare(b[0]))) {
    const use = { subsidyId: s.id, accountId: o.auth.accountId, day, amountCents: u.amount, count: u.count, at: o.now };
    if (!(await takeSubsidyUse(tx, use, caps)))
      throw new AppError(409, 'subsidy-allowance-changed', 'What is left of the employer’s allowance for this day has changed', { day });
  }
}

/** The portions of the order in its kitchen's slot: catering and bistro orders with a time. */
async function takeSlot(tx: DbOrTx, o: OrderToRecord, date: string | null, lines: readonly PricedItem[]): Promise<void> {
  const time = o.body.deliveryTime;
  if (!hasKitchenCapacity(o.priced.store) || !date || !time) return;
  const kitchen = { store: o.priced.store, franchiseId: o.priced.store === 'restaurant' ? (o.priced.franchise?.id ?? null) : null };
  await takeCapacity(tx, kitchen, { date, time: time.slice(0, 5), portions: orderPortions(lines) });
}

/** What T1 wrote: the order, the processor payment of this try (null: nothing was due) and the try's number. */
export interface RecordedAttempt {
  inv: InvoiceRow;
  pay: PaymentRow | null;
  attempt: number;
}

/** The second half of T1, for a new order and a new try alike: its lines, what it holds, its pending payment and its try. */
async function takeHoldings(
  tx: DbOrTx,
  o: OrderToRecord,
  inv: InvoiceRow,
  lines: readonly PricedItem[],
  deliveryDate: string | null,
  attempt: number,
): Promise<RecordedAttempt> {
  await insertLines(tx, o, inv.id, lines, deliveryDate);
  await takeStockOf(tx, lines, o.now);
  await takeSubsidy(tx, o, lines, deliveryDate);
  await takeCredits(tx, o, inv.id, attempt);
  let pay: PaymentRow | null = null;
  if (o.priced.totals.amountDue > 0) {
    const card = o.source.kind === 'card' ? o.source.savedCard : null;
    pay = await insertPayment(tx, {
      invoiceId: inv.id,
      paymentMethodId: o.source.kind === 'interac' ? INTERAC : CARD,
      amountCents: o.priced.totals.amountDue,
      status: 'pending',
      savedCardId: card?.id ?? null,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      createdAt: o.now,
      updatedAt: o.now,
    });
  }
  // the key's claim for a try on an existing order (a new order's is the invoice's own key)
  await insertAttempt(tx, {
    invoiceId: inv.id,
    attempt,
    idempotencyKey: o.key,
    requestHash: o.requestHash,
    paymentId: pay?.id ?? null,
    createdAt: o.now,
  });
  return { inv, pay, attempt };
}

/** T1: the order and everything it holds, or nothing (see the file header). */
export async function recordOrder(db: Db, o: OrderToRecord): Promise<RecordedAttempt> {
  const lines = active(o.priced);
  const total = checkedTotal(o.priced, lines);
  const deliveryDate = deliveryDateOf(o, lines);
  return db.transaction(async (tx) => {
    // First the kitchen's slot (its row lock orders the orders of one kitchen, ADR 221).
    await takeSlot(tx, o, deliveryDate, lines);
    const created = await insertInvoice(tx, invoiceRowOf(o, deliveryDate, total));
    await insertStatusHistory(tx, {
      invoiceId: created.id,
      fromStatus: null,
      toStatus: 'U',
      changedByAccountId: o.auth.accountId,
      reason: INVOICE_STATUS_NOTES['order-placed'],
      createdAt: o.now,
    });
    return takeHoldings(tx, o, created, lines, deliveryDate, 1);
  });
}

/**
 * T1 of a new try on an order whose payment did not go through (ADR 368): the same invoice — its
 * number, its date, time and address as the customer chose them again — re-priced from this
 * request, its lines written again, what it holds taken again, and a new pending payment with the
 * try's own processor key. An Interac payment still awaited is replaced: closed (`canceled`) and
 * what it held given back first, so an order holds the stock and a promo code's use once. 409
 * order-in-progress when another try got there first. All of it, or nothing (the order stays as it was).
 */
export async function recordRetry(db: Db, o: OrderToRecord, invoiceId: number): Promise<RecordedAttempt> {
  const lines = active(o.priced);
  const total = checkedTotal(o.priced, lines);
  const deliveryDate = deliveryDateOf(o, lines);
  return db.transaction(async (tx) => {
    const inv = await lockInvoice(tx, invoiceId);
    const pays = inv ? await listPayments(tx, invoiceId) : [];
    const ext = externalPayment(pays);
    if (!inv || !ext || !isOpenAttempt(inv, ext))
      throw new AppError(409, 'order-in-progress', 'The order is still being processed', { orderId: invoiceId });
    if (ext.status === 'pending') {
      await claimPayment(tx, ext.id, 'pending', { status: 'canceled', errorMessage: 'replaced by a new try', updatedAt: o.now });
      await giveBackHoldings(tx, inv, { now: o.now, payments: pays, reason: 'payment-failed' });
    }
    // the order's slot is taken again: it does not count itself
    await updateInvoice(tx, inv.id, { portions: null });
    await takeSlot(tx, o, deliveryDate, lines);
    const {
      idempotencyKey: _key,
      createdAt: _created,
      status: _status,
      accountId: _account,
      ...row
    } = invoiceRowOf(o, deliveryDate, total);
    const reason = INVOICE_STATUS_NOTES['payment-retried'];
    await setInvoiceStatus(tx, inv.id, inv.status, 'U', { ...row, at: o.now, reason, accountId: o.auth.accountId });
    if (inv.status === 'U')
      await insertStatusHistory(tx, {
        invoiceId: inv.id,
        fromStatus: 'U',
        toStatus: 'U',
        changedByAccountId: o.auth.accountId,
        reason,
        createdAt: o.now,
      });
    await deleteCartDetails(tx, inv.id);
    // an order from before the tries were recorded made its first try with the key `invoice-{id}`
    const attempt = Math.max(await lastAttempt(tx, inv.id), 1) + 1;
    return takeHoldings(tx, o, (await findInvoice(tx, inv.id))!, lines, deliveryDate, attempt);
  });
}
