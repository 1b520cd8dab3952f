// Placing an order (customer-side §4; ADR 161–165).
//   1. Checks, with the domain, the cart as the server prices it (never the client's amounts):
//      removed items (409 cart-items-removed), stock, required sides, delivery time, served area,
//      corporate-only carts, the promo code, how the order is paid.
//   2. ONE transaction (T1): the invoice (its unique idempotency key is the claim), details and
//      add-ons, stock taken, promo-code use, Century Dollar debit — each a conditional UPDATE —,
//      and a pending payment row for what the card (or Interac) pays.
//   3. The charge, outside any transaction (a processor call never holds row locks).
//   4. Approved: T2 marks it paid, clears the cart, issues gift cards, queues the e-mail.
//      Declined or failed: T3 gives back stock, code use and Century Dollars (exactly once:
//      guarded by the payment row leaving `pending`); the invoice becomes D, or stays U.
// A replay of the key answers what the first request answered; while the first is still charging,
// it waits for it. Exactly one invoice and one charge per key.
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ClusterInvoiceReply, FixInteracReply, OrderReply, PlaceOrderBodyParsed, PlaceOrderReply } from '@mijote/contracts';
import type { DbHandle, DbOrTx } from '@mijote/db';
import type { AddressSnapshot } from '@mijote/db/schema';
import {
  CENTURY_DOLLAR_PAYMENT_METHOD_ID,
  addDays,
  checkCheckoutAddress,
  checkDeliveryTime,
  corporateOnlyCartViolations,
  invoiceStatusLabel,
  invoiceTotal,
  isoWeekday,
  isProcedureOffered,
  keepsDeliveryWaiver,
  MISSING_SIDE_KEY,
  PAYMENT_METHOD_IDS,
  PROMOTION_KEYS,
  startOfWeek,
  torontoDate,
  unitsPerItem,
  WEEKDAYS,
  type CenturyDollarReason,
  type ProductCategoryCd,
  type PromotionKey,
} from '@mijote/domain';
import { AppError } from '../../errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { isUniqueViolation } from '../accounts/db-errors.js';
import { deleteCart } from '../cart/repository.js';
import { pricingAccount } from '../cart/service.js';
import { priceCart, withoutRemovedItems, type PricedCart, type PricedItem } from '../checkout/pricing.js';
import { findAccountAddress, findBillingAddress, findSavedCard, loadPricingAccount } from '../checkout/repository.js';
import { enqueueEmail } from '../outbox/repository.js';
import type { ChargeResult, PaymentGateway } from '../payments/gateway.js';
import { orderConfirmationEmail } from './emails.js';
import { creditReferrerOnPaidOrder } from '../referrals/service.js';
import {
  claimPayment,
  creditCenturyDollars,
  debitCenturyDollars,
  findInvoice,
  findInvoiceByKey,
  franchiseInvoicesBetween,
  insertCartDetail,
  insertCenturyDollarTransaction,
  insertGiftCard,
  insertInvoice,
  insertPayment,
  insertPromoCodeUse,
  insertStatusHistory,
  listDetails,
  listPayments,
  productTitles,
  productTypes,
  promoCodeOfOrder,
  releaseCode,
  returnStock,
  setInvoiceStatus,
  takeStock,
  updatePayment,
  useCode,
  type InvoiceRow,
  type PaymentRow,
} from './repository.js';

const CARD = PAYMENT_METHOD_IDS.card;
const INTERAC = PAYMENT_METHOD_IDS.interacOnline;
/** Century Dollar transaction methods: order payment, refund. */
const CD_ORDER = 'OR';
const CD_REFUND = 'RF';
/** How long a replay waits for the first request of its key to finish charging. */
const REPLAY_WAIT_MS = 20_000;

export interface OrdersDeps {
  db: DbHandle;
  now: () => Date;
  payments: PaymentGateway;
  log: FastifyBaseLogger;
}

const scopedKey = (accountId: number, key: string) => `${accountId}:${key}`;

// ── answers ─────────────────────────────────────────────────────────────────

type Answer = { kind: 'done'; reply: PlaceOrderReply } | { kind: 'error'; error: AppError } | { kind: 'pending' };

const declined = (orderId: number) => new AppError(402, 'order-declined', 'Order declined', { orderId });
const processingFailed = (orderId: number) => new AppError(502, 'payment-processing-failed', 'Payment processing failed', { orderId });

/** The processor payment of an invoice (card or Interac), if any. */
const externalPayment = (payments: readonly PaymentRow[]) => [...payments].reverse().find((p) => p.paymentMethodId === CARD || p.paymentMethodId === INTERAC);

/** What a request that created `inv` answered (or answers once the charge is over). */
async function answerFor(deps: OrdersDeps, inv: InvoiceRow): Promise<Answer> {
  if (inv.status === 'D') return { kind: 'error', error: declined(inv.id) };
  if (inv.status !== 'U') return { kind: 'done', reply: { Id: inv.id, InteractOnlineRedirect: null } };
  const pay = externalPayment(await listPayments(deps.db.db, inv.id));
  if (!pay) return { kind: 'pending' };
  if (pay.status === 'error' || pay.status === 'refunded') return { kind: 'error', error: processingFailed(inv.id) };
  if (pay.paymentMethodId === INTERAC && pay.status === 'pending') {
    const { redirectUrl } = await deps.payments.startInterac({ orderId: inv.id, amountCents: pay.amountCents, idempotencyKey: `invoice-${inv.id}` });
    return { kind: 'done', reply: { Id: inv.id, InteractOnlineRedirect: redirectUrl } };
  }
  return { kind: 'pending' };
}

/** Answers a key's first result, waiting while its charge is in flight. */
async function replay(deps: OrdersDeps, inv: InvoiceRow): Promise<PlaceOrderReply> {
  const deadline = Date.now() + REPLAY_WAIT_MS;
  let current: InvoiceRow | null = inv;
  for (;;) {
    if (!current) throw new AppError(409, 'order-in-progress', 'The order is still being processed');
    const a = await answerFor(deps, current);
    if (a.kind === 'done') return a.reply;
    if (a.kind === 'error') throw a.error;
    if (Date.now() > deadline) throw new AppError(409, 'order-in-progress', 'The order is still being processed', { orderId: current.id });
    await new Promise((r) => setTimeout(r, 50));
    current = await findInvoice(deps.db.db, current.id);
  }
}

// ── checks ──────────────────────────────────────────────────────────────────

function snapshotOf(a: { name: string; company?: string | null; line1: string; line2?: string | null; city: string; province: string; postalCode: string; country: string; phone?: string | null }): AddressSnapshot {
  return {
    name: a.name,
    company: a.company ?? null,
    line1: a.line1,
    line2: a.line2 ?? null,
    city: a.city,
    province: a.province,
    postalCode: a.postalCode,
    country: a.country,
    phone: a.phone ?? null,
  };
}

async function deliveryAddressOf(db: DbOrTx, accountId: number, body: PlaceOrderBodyParsed): Promise<{ snapshot: AddressSnapshot; id: number | null } | null> {
  const a = body.deliveryAddress;
  if (!a) return null;
  if (a.id) {
    const row = await findAccountAddress(db, accountId, a.id);
    if (!row) throw AppError.notFound('address');
    return { snapshot: snapshotOf(row), id: row.id };
  }
  if (!a.line1 || !a.postalCode || !a.city) return null;
  return { snapshot: snapshotOf(a), id: null };
}

const active = (priced: PricedCart): PricedItem[] => priced.items.filter((i) => !i.line.removalReason && i.line.quantity > 0 && i.product);

const ADDRESS_ERRORS = {
  'address-required': () => new AppError(400, 'address-required', 'A delivery address is required'),
  'area-not-served': () => new AppError(400, 'not-served-area', 'We do not deliver in your area'),
  'delivery-date-required': () => new AppError(400, 'delivery-date-required', 'A delivery date is required'),
} as const;

/** Every refusal of the spec, in the order the customer would fix them. */
function checkOrder(priced: PricedCart, body: PlaceOrderBodyParsed, ctx: { now: Date; isMaster: boolean; hasAddress: boolean }): void {
  // Before the cleanup: a meal-delivery item in a corporate-only bistro's cart is refused, not removed.
  const withProduct = priced.items.filter((i) => i.product);
  if (priced.franchise?.corporateOnly && corporateOnlyCartViolations(withProduct.map((i) => ({ category: i.product!.categoryCd as ProductCategoryCd }))).length > 0) {
    throw new AppError(400, 'corporate-only-cart', 'Corporate-only carts cannot contain home meal delivery items');
  }
  if (priced.flags.removedItems) {
    const removed = priced.items
      .filter((i) => i.line.removalReason)
      .map((i) => ({ group: i.line.group, productId: i.line.productId, reason: i.line.removalReason! }));
    throw new AppError(409, 'cart-items-removed', 'You have one or more Items in your cart that are no longer available and have been removed. Please review your cart.', {
      reasons: priced.flags.reasons,
      removed,
      cart: withoutRemovedItems(priced),
    });
  }
  if (priced.flags.outOfStock || priced.flags.maxInventory) {
    const productIds = [...new Set(priced.items.filter((i) => i.line.outOfStock || i.line.maxInventory).map((i) => i.line.productId))];
    throw new AppError(409, 'out-of-stock', 'This product is out of stock', { productIds });
  }
  const lines = active(priced);
  if (lines.length === 0) throw new AppError(400, 'cart-empty', 'The cart is empty');
  if (priced.flags.sideSelectionRequired) throw new AppError(400, MISSING_SIDE_KEY, 'A side must be chosen');
  // A half portion the product does not offer would be charged as a full one: refused (ADR 191).
  const refusedPortions = lines.filter((i) => i.portionRefused);
  if (refusedPortions.length > 0) {
    throw new AppError(400, 'half-portion-not-offered', 'A half portion is not offered for this product', { productIds: [...new Set(refusedPortions.map((i) => i.line.productId))] });
  }
  if (!isProcedureOffered(priced.store, priced.procedure)) {
    throw new AppError(400, 'checkout-procedure-not-offered', 'This store does not offer that checkout procedure', { procedure: priced.procedure });
  }
  if (priced.store === 'restaurant' && !priced.franchise) throw new AppError(400, 'validation-failed', 'A bistro is required', { issues: [{ path: 'body.franchiseId', code: 'required', message: 'required' }] });
  const address = checkCheckoutAddress({
    store: priced.store,
    procedure: priced.procedure,
    hasAddress: ctx.hasAddress,
    addressServed: priced.area?.served ?? false,
    hasDeliveryDate: !!body.deliveryDate,
  });
  if (address !== 'ok') throw ADDRESS_ERRORS[address]();
  if (priced.store === 'catering' || priced.store === 'restaurant') {
    const f = priced.franchise;
    const time = checkDeliveryTime(body.deliveryDate && body.deliveryTime ? { date: body.deliveryDate, time: body.deliveryTime } : null, {
      store: priced.store,
      procedure: priced.procedure,
      now: ctx.now,
      isMaster: ctx.isMaster,
      restaurant: f
        ? { openingTime: f.openingTime.slice(0, 5), closingTime: f.closingTime.slice(0, 5), firstDelivery: f.firstDelivery.slice(0, 5), lastDelivery: f.lastDelivery.slice(0, 5) }
        : null,
      holidays: priced.holidays,
    });
    if (time === 'order-select-time') throw new AppError(400, 'order-select-time', 'Please select a time for your meal');
    if (time === 'time-outside-range') throw new AppError(400, 'time-outside-range', "The selected time isn't valid for this restaurant's range");
  }
  const code = priced.totals.promoCode;
  if (code && code.key !== 'promo-added') throw new AppError(code.key === 'promo-maxedout' ? 409 : 400, code.key, 'The promo code cannot be used', { code: code.code });
}

// ── placing ─────────────────────────────────────────────────────────────────

export interface PlaceOrderInput {
  auth: AuthContext;
  orderId: number;
  idempotencyKey: string;
  body: PlaceOrderBodyParsed;
}

export async function placeOrder(deps: OrdersDeps, input: PlaceOrderInput): Promise<PlaceOrderReply> {
  const { db, payments } = deps;
  const { auth, body } = input;
  const key = scopedKey(auth.accountId, input.idempotencyKey);

  const existing = await findInvoiceByKey(db.db, key);
  if (existing) return replay(deps, existing);
  if (input.orderId !== 0) {
    // Submitting an existing order again answers what it became (ADR 161).
    const inv = await findInvoice(db.db, input.orderId);
    if (!inv || (inv.accountId !== auth.accountId && auth.userType !== 'SU')) throw AppError.notFound('order');
    return replay(deps, inv);
  }

  const now = deps.now();
  const account = await pricingAccount(db.db, auth.accountId);
  const procedure = body.checkoutProcedure ?? body.cart.checkoutProcedure;
  const address = await deliveryAddressOf(db.db, auth.accountId, body);
  const delivering = procedure === 'delivery' || body.store === 'mobile';
  // The delivery waiver holds for the address the cart was waived for; delivered elsewhere, it is
  // off (customer-side §4 "changing the address resets the waiver"; the domain's rule, as for the cart).
  const deliverTo = delivering ? (address?.snapshot.postalCode ?? null) : body.cart.postalCode;
  const waiver = { waived: body.cart.isDeliveryWaived, postalCode: body.cart.postalCode };
  const cart = { ...body.cart, isDeliveryWaived: keepsDeliveryWaiver(waiver, { ...waiver, postalCode: deliverTo }, account.isMaster) };
  const priced = await priceCart(db.db, {
    store: body.store,
    cart,
    now,
    lang: body.language,
    account,
    postalCode: delivering ? (address?.snapshot.postalCode ?? null) : null,
    franchiseId: body.franchiseId ?? body.cart.franchiseId,
    procedure,
  });
  checkOrder(priced, body, { now, isMaster: account.isMaster, hasAddress: address !== null });

  const t = priced.totals;
  const lines = active(priced);
  const amountDue = t.amountDue;
  const interac = body.paymentMethod === 'interac';
  let token: string | null = null;
  let savedCard: Awaited<ReturnType<typeof findSavedCard>> = null;
  if (amountDue > 0 && !interac) {
    if (body.savedCardId) {
      savedCard = await findSavedCard(db.db, auth.accountId, body.savedCardId);
      if (!savedCard) throw AppError.notFound('card');
      token = savedCard.processorToken;
    } else if (body.card) {
      token = body.card.token;
    } else {
      throw new AppError(400, 'payment-method-required', 'A card is required to pay this order');
    }
  }

  const dates = lines.map((i) => i.line.date).filter((d): d is string => d !== null).sort();
  const deliveryDate = dates[0] ?? body.deliveryDate ?? (priced.store === 'restaurant' ? torontoDate(now) : null);
  const discount = t.promotion.discount + (t.promoCode?.discount ?? 0);
  const total = invoiceTotal({
    cartDetails: lines.map((i) => ({ amount: i.line.unitPrice + i.line.extraCharge, quantity: i.line.quantity })),
    tip: t.tip,
    tax1: t.tax1,
    tax2: t.tax2,
    deliveryCharge: t.deliveryFees,
    fuelSurcharge: 0,
    extraCharge: 0,
    subsidizedAmount: t.subsidized,
    rebate: discount,
    payments: [{ paymentMethodId: CENTURY_DOLLAR_PAYMENT_METHOD_ID, amount: t.centuryDollars }],
  });
  // ADR 022: with the discounts as Rebate and Century Dollars as a method-2 payment, the invoice
  // formula gives back what the card pays. A difference is a bug, never an amount to charge.
  if (total !== amountDue) throw new Error(`invoice total ${total} differs from the amount due ${amountDue}`);

  const billing = await findBillingAddress(db.db, auth.accountId);
  const promoApplied = priced.promo && t.promoCode?.key === 'promo-added' ? priced.promo : null;
  let inv: InvoiceRow;
  try {
    inv = await db.db.transaction(async (tx) => {
      const created = await insertInvoice(tx, {
        accountId: auth.accountId,
        storeKind: priced.store,
        status: 'U',
        billingAddress: billing ? snapshotOf(billing) : null,
        billingAddressId: billing?.id ?? null,
        deliveryAddress: address?.snapshot ?? null,
        deliveryAddressId: address?.id ?? null,
        deliveryPostalCode: priced.area?.postalCode ?? null,
        deliveryDate,
        deliveryTime: body.deliveryTime ?? null,
        checkoutProcedure: priced.procedure,
        franchiseId: priced.franchise?.id ?? null,
        subsidyId: priced.subsidyId,
        promoCodeId: promoApplied?.id ?? null,
        promotionCode: t.promotion.applied.join(',') || null,
        subtotalCents: t.subTotal,
        discountCents: discount,
        // the promotion's taxable part; the promo code's share is inside the domain's tax base
        taxableDiscountCents: t.promotion.taxableDiscount,
        extraChargeCents: t.extraCharges,
        deliveryChargeCents: t.deliveryFees,
        tipCents: t.tip,
        subsidizedCents: t.subsidized,
        rebateCents: discount,
        tax1Cents: t.tax1,
        tax2Cents: t.tax2,
        centuryDollarsCents: t.centuryDollars,
        totalCents: total,
        comment: body.comment ?? null,
        languageCd: body.language,
        idempotencyKey: key,
        paymentMethod: amountDue === 0 ? 'NONE' : interac ? 'INTERAC' : (savedCard?.brand ?? null),
        isRush: priced.cart.isRush && account.isMaster,
        isDeliveryWaived: priced.cart.isDeliveryWaived && account.isMaster,
        numberOfPeople: body.numberOfPeople ?? null,
        cateringOptions: body.cateringOptions ?? null,
        placedByAccountId: account.isMaster ? auth.accountId : null,
        createdAt: now,
        updatedAt: now,
      });
      await insertStatusHistory(tx, { invoiceId: created.id, fromStatus: null, toStatus: 'U', changedByAccountId: auth.accountId, reason: 'order placed', createdAt: now });
      let sortOrder = 0;
      for (const i of lines) {
        const requiredBy = i.line.date ?? deliveryDate ?? torontoDate(now);
        await insertCartDetail(
          tx,
          {
            invoiceId: created.id,
            productId: i.line.productId,
            quantity: i.line.quantity,
            unitPriceCents: i.line.unitPrice,
            amountCents: i.line.amount,
            isFamilyPack: i.line.type === 'familyPack',
            isKidsMeal: i.line.type === 'kids',
            taxable: i.line.taxable,
            allowGstTaxRebate: i.line.allowGstTaxRebate,
            requiredBy,
            deliveryDay: (WEEKDAYS as readonly string[]).includes(i.line.group) ? isoWeekday(requiredBy) : null,
            cartGroup: i.line.group,
            customizations: { fullPortion: i.line.fullPortion, sides: i.sides },
            sortOrder: sortOrder++,
            createdAt: now,
          },
          // a required side is part of the dish's price (ADR 160)
          i.sides.map((s) => ({ productId: s, priceCents: 0 })),
        );
      }
      // Stock, products in id order (one lock order for every transaction).
      const units = new Map<number, number>();
      for (const i of lines) units.set(i.line.productId, (units.get(i.line.productId) ?? 0) + i.units);
      for (const [productId, n] of [...units].sort((a, b) => a[0] - b[0])) {
        if (!(await takeStock(tx, productId, n, now))) throw new AppError(409, 'out-of-stock', 'This product is out of stock', { productIds: [productId] });
      }
      if (promoApplied) {
        if (!(await useCode(tx, promoApplied.id, now))) throw new AppError(409, 'promo-maxedout', 'Sorry, the promo code has been maxed out.', { code: promoApplied.code });
        await insertPromoCodeUse(tx, { promoCodeId: promoApplied.id, accountId: auth.accountId, invoiceId: created.id, discountCents: t.promoCode?.discount ?? 0, usedAt: now });
      }
      if (t.centuryDollars > 0) {
        const balance = await debitCenturyDollars(tx, auth.accountId, t.centuryDollars);
        if (balance === null) {
          throw new AppError(409, 'insufficient-century-dollars', 'The Century Dollar balance does not cover this amount', { amount: t.centuryDollars });
        }
        await insertCenturyDollarTransaction(tx, {
          accountId: auth.accountId,
          type: 'D',
          amountCents: t.centuryDollars,
          balanceAfterCents: balance,
          methodCd: CD_ORDER,
          invoiceId: created.id,
          idempotencyKey: `invoice:${created.id}:debit`,
          createdAt: now,
        });
        await insertPayment(tx, { invoiceId: created.id, paymentMethodId: CENTURY_DOLLAR_PAYMENT_METHOD_ID, amountCents: t.centuryDollars, status: 'approved', createdAt: now, updatedAt: now });
      }
      if (amountDue > 0) {
        await insertPayment(tx, {
          invoiceId: created.id,
          paymentMethodId: interac ? INTERAC : CARD,
          amountCents: amountDue,
          status: 'pending',
          savedCardId: savedCard?.id ?? null,
          cardBrand: savedCard?.brand ?? null,
          cardLast4: savedCard?.last4 ?? null,
          createdAt: now,
          updatedAt: now,
        });
      }
      return created;
    });
  } catch (err) {
    // Another request with this key won the race: answer what it answers.
    if (isUniqueViolation(err, 'invoice_idempotency_key_uq')) {
      const winner = await findInvoiceByKey(db.db, key);
      if (!winner) throw new AppError(409, 'order-in-progress', 'The order is still being processed');
      return replay(deps, winner);
    }
    throw err;
  }

  if (amountDue === 0) {
    await finalize(deps, inv, null);
    return { Id: inv.id, InteractOnlineRedirect: null };
  }
  const pay = externalPayment(await listPayments(db.db, inv.id))!;
  if (interac) {
    const { redirectUrl, reference } = await payments.startInterac({ orderId: inv.id, amountCents: amountDue, idempotencyKey: `invoice-${inv.id}` });
    await updatePayment(db.db, pay.id, { processorReference: reference, updatedAt: deps.now() });
    return { Id: inv.id, InteractOnlineRedirect: redirectUrl };
  }

  let result: ChargeResult;
  let thrown: unknown = null;
  try {
    result = await payments.charge({ token: token!, amountCents: amountDue, idempotencyKey: `invoice-${inv.id}`, description: `Mijote order ${inv.id}` });
  } catch (err) {
    thrown = err;
    result = { status: 'error', message: err instanceof Error ? err.message : 'charge failed' };
  }
  return settle(deps, inv, pay, result, thrown);
}

/** Records the processor's answer on the order and answers the customer. */
async function settle(deps: OrdersDeps, inv: InvoiceRow, pay: PaymentRow, result: ChargeResult, thrown: unknown): Promise<PlaceOrderReply> {
  if (result.status === 'approved') {
    try {
      await finalize(deps, inv, { pay, transactionId: result.transactionId, card: result.card ?? null });
      return { Id: inv.id, InteractOnlineRedirect: null };
    } catch (err) {
      // Charged but not recorded: give the money back and release what the order held.
      deps.log.error({ err, orderId: inv.id }, 'order could not be recorded after an approved charge; refunding');
      const refund = await deps.payments.refund({ transactionId: result.transactionId, amountCents: pay.amountCents, idempotencyKey: `invoice-${inv.id}` }).catch(() => null);
      await release(deps, inv, { to: 'U', paymentStatus: refund?.status === 'refunded' ? 'refunded' : 'error', reason: 'recording failed after the charge', error: 'recording failed' });
      throw processingFailed(inv.id);
    }
  }
  if (result.status === 'declined') {
    await release(deps, inv, { to: 'D', paymentStatus: 'declined', reason: 'payment declined', reference: result.transactionId });
    throw declined(inv.id);
  }
  await release(deps, inv, { to: 'U', paymentStatus: 'error', reason: 'payment processing failed', error: result.message.slice(0, 200) });
  if (thrown instanceof AppError && thrown.statusCode < 500) throw thrown;
  throw processingFailed(inv.id);
}

/**
 * The discount lines of an order as its cart showed them (ADR 190): the automatic promotion (what
 * the invoice's discount holds beyond the promo code's recorded use) and the promo code. Once a
 * declined or failed order gave its code's use back (ADR 161) the code's share is no longer
 * recorded: without a promotion the whole discount is the code's; with one, neither line is
 * claimed and readers show the discount as one line.
 */
function discountLines(inv: InvoiceRow, code: { code: string; discountCents: number | null } | null) {
  const applied = (inv.promotionCode ?? '').split(',').filter((k): k is PromotionKey => (PROMOTION_KEYS as readonly string[]).includes(k));
  if (!code) return { promotion: { discount: inv.discountCents, applied }, promoCode: null };
  if (code.discountCents !== null) {
    return { promotion: { discount: Math.max(0, inv.discountCents - code.discountCents), applied }, promoCode: { code: code.code, discount: code.discountCents } };
  }
  if (applied.length === 0) return { promotion: { discount: 0, applied }, promoCode: { code: code.code, discount: inv.discountCents } };
  return { promotion: { discount: 0, applied }, promoCode: null };
}

/** Whether an order line is a half portion (ADR 191), from the customizations it was placed with. */
const isHalfPortion = (d: { customizations: Record<string, unknown> | null }) => d.customizations?.fullPortion === false;

const GIFT_CARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function giftCardCode(): string {
  const part = () => Array.from({ length: 4 }, () => GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)]).join('');
  return `MIJ-${part()}-${part()}`;
}

/** T2: the order is paid — status P, payment approved, cart cleared, gift cards, e-mail. */
async function finalize(
  deps: OrdersDeps,
  inv: InvoiceRow,
  charge: { pay: PaymentRow; transactionId: string; card: { brand: string; last4: string } | null } | null,
): Promise<void> {
  const now = deps.now();
  const db = deps.db.db;
  const [details, account, use] = await Promise.all([listDetails(db, inv.id), loadPricingAccount(db, inv.accountId), promoCodeOfOrder(db, inv)]);
  const ids = details.map((d) => d.productId).filter((x): x is number => x !== null);
  const [titles, types] = await Promise.all([productTitles(db, ids, inv.languageCd), productTypes(db, ids)]);
  await db.transaction(async (tx) => {
    const brand = charge?.card?.brand ?? charge?.pay.cardBrand ?? null;
    const paymentMethod = charge?.pay.paymentMethodId === INTERAC ? 'INTERAC' : charge ? (brand as 'VISA' | 'MC' | 'AMEX' | null) : 'NONE';
    const ok = await setInvoiceStatus(tx, inv.id, 'U', 'P', { paidAt: now, paymentMethod, at: now, reason: 'payment approved', accountId: inv.accountId });
    if (!ok) return;
    if (charge) {
      await updatePayment(tx, charge.pay.id, {
        status: 'approved',
        processorReference: charge.transactionId,
        cardBrand: brand,
        cardLast4: charge.card?.last4 ?? charge.pay.cardLast4,
        updatedAt: now,
      });
    }
    await deleteCart(tx, inv.accountId, inv.storeKind);
    // a referred friend's first paid order: the referrer's $25 (once, ADR 183)
    await creditReferrerOnPaidOrder(tx, { friendAccountId: inv.accountId, invoiceId: inv.id, at: now });
    const codes: string[] = [];
    for (const d of details) {
      if (d.productId === null || types.get(d.productId) !== 'GC') continue;
      for (let n = 0; n < d.quantity; n++) {
        const code = giftCardCode();
        codes.push(code);
        await insertGiftCard(tx, { code, amountCents: d.unitPriceCents, balanceCents: d.unitPriceCents, status: 'a', purchaserAccountId: inv.accountId, invoiceId: inv.id, createdAt: now, updatedAt: now });
      }
    }
    if (account) {
      await enqueueEmail(
        tx,
        orderConfirmationEmail({
          to: account.email,
          firstName: account.firstName,
          language: inv.languageCd,
          accountId: inv.accountId,
          orderId: inv.id,
          deliveryDate: inv.deliveryDate,
          procedure: inv.checkoutProcedure,
          lines: details.map((d) => ({
            title: (d.productId !== null ? titles.get(d.productId) : d.customTitle) ?? '',
            quantity: d.quantity,
            amount: d.amountCents,
            productType: d.productId !== null ? (types.get(d.productId) ?? null) : null,
            halfPortion: isHalfPortion(d),
          })),
          amounts: {
            subTotal: inv.subtotalCents,
            discount: inv.discountCents,
            ...discountLines(inv, use),
            subsidized: inv.subsidizedCents,
            deliveryFees: inv.deliveryChargeCents,
            tip: inv.tipCents,
            tax1: inv.tax1Cents,
            tax2: inv.tax2Cents,
            centuryDollars: inv.centuryDollarsCents,
            total: inv.totalCents,
          },
          giftCardCodes: codes,
        }),
      );
    }
  });
}

/**
 * T3, the compensation: gives back the stock, the promo-code use and the Century Dollars of an
 * order whose payment did not go through. Runs once: only the request that moves the processor
 * payment out of `pending` does it.
 */
async function release(
  deps: OrdersDeps,
  inv: InvoiceRow,
  o: { to: 'D' | 'U'; paymentStatus: 'declined' | 'error' | 'refunded'; reason: string; reference?: string; error?: string },
): Promise<void> {
  const now = deps.now();
  await deps.db.db.transaction(async (tx) => {
    const pays = await listPayments(tx, inv.id);
    const ext = externalPayment(pays);
    if (!ext || (ext.status !== 'pending' && ext.status !== 'approved')) return;
    const claimed = await claimPayment(tx, ext.id, ext.status, {
      status: o.paymentStatus,
      errorMessage: o.error ?? null,
      updatedAt: now,
      ...(o.reference ? { processorReference: o.reference } : {}),
    });
    if (!claimed) return;
    if (o.to === 'D') await setInvoiceStatus(tx, inv.id, 'U', 'D', { at: now, reason: o.reason, accountId: inv.accountId });
    const details = await listDetails(tx, inv.id);
    const units = new Map<number, number>();
    for (const d of details) {
      if (d.productId === null) continue;
      units.set(d.productId, (units.get(d.productId) ?? 0) + d.quantity * unitsPerItem(d.isFamilyPack ? 'familyPack' : 'meal'));
    }
    for (const [productId, n] of [...units].sort((a, b) => a[0] - b[0])) await returnStock(tx, productId, n, now);
    if (inv.promoCodeId !== null) await releaseCode(tx, inv.promoCodeId, inv.id, now);
    if (inv.centuryDollarsCents > 0) {
      const balance = await creditCenturyDollars(tx, inv.accountId, inv.centuryDollarsCents);
      await insertCenturyDollarTransaction(tx, {
        accountId: inv.accountId,
        type: 'C',
        amountCents: inv.centuryDollarsCents,
        balanceAfterCents: balance,
        methodCd: CD_REFUND,
        invoiceId: inv.id,
        // a code the customer reads in their language, not the English status reason (ADR 200)
        note: (o.to === 'D' ? 'payment-declined' : 'payment-failed') satisfies CenturyDollarReason,
        idempotencyKey: `invoice:${inv.id}:refund`,
        createdAt: now,
      });
      for (const p of pays) if (p.paymentMethodId === CENTURY_DOLLAR_PAYMENT_METHOD_ID) await updatePayment(tx, p.id, { status: 'refunded', updatedAt: now });
    }
  });
}

// ── Interac Online ──────────────────────────────────────────────────────────

async function ownedInvoice(db: DbOrTx, auth: AuthContext, id: number): Promise<InvoiceRow> {
  const inv = await findInvoice(db, id);
  // Another customer's order is "not found": its existence is not revealed.
  if (!inv || (inv.accountId !== auth.accountId && auth.userType !== 'SU')) throw AppError.notFound('order');
  return inv;
}

/** The pending Interac payment of an order the caller owns, or 409 order-not-payable. */
export async function pendingInterac(deps: OrdersDeps, auth: AuthContext, orderId: number): Promise<{ inv: InvoiceRow; pay: PaymentRow }> {
  const inv = await ownedInvoice(deps.db.db, auth, orderId);
  const pay = externalPayment(await listPayments(deps.db.db, inv.id));
  if (inv.status !== 'U' || !pay || pay.paymentMethodId !== INTERAC || pay.status !== 'pending') {
    throw new AppError(409, 'order-not-payable', 'This order is not waiting for an Interac Online payment', { orderId });
  }
  return { inv, pay };
}

/** POST /orders/{id}/fix-interact-payment: completes an Interac Online payment with the bank's signed result. */
export async function fixInteracPayment(deps: OrdersDeps, auth: AuthContext, orderId: number, result: string): Promise<FixInteracReply> {
  const inv = await ownedInvoice(deps.db.db, auth, orderId);
  if (inv.status !== 'U') {
    if (inv.status === 'D') throw declined(inv.id);
    return { Id: inv.id, status: invoiceStatusLabel(inv.status) };
  }
  const { pay } = await pendingInterac(deps, auth, orderId);
  const r = await deps.payments.completeInterac({ orderId, result });
  if (r.amountCents !== pay.amountCents) throw new AppError(400, 'interac-result-invalid', 'The Interac Online result is not valid');
  await settle(deps, inv, pay, r.status === 'approved' ? { status: 'approved', transactionId: r.transactionId } : { status: 'declined', transactionId: r.transactionId }, null);
  return { Id: inv.id, status: 'paid' };
}

// ── reads ───────────────────────────────────────────────────────────────────

/** One order; product titles in `lang` (the reader's), else in the language it was placed in. */
export async function getOrder(deps: OrdersDeps, auth: AuthContext, id: number, lang?: 'en' | 'fr'): Promise<OrderReply> {
  const db = deps.db.db;
  const inv = await ownedInvoice(db, auth, id);
  const [details, pays, use] = await Promise.all([listDetails(db, inv.id), listPayments(db, inv.id), promoCodeOfOrder(db, inv)]);
  const titles = await productTitles(db, details.map((d) => d.productId).filter((x): x is number => x !== null), lang ?? inv.languageCd);
  return {
    Id: inv.id,
    status: invoiceStatusLabel(inv.status),
    statusCd: inv.status,
    store: inv.storeKind,
    createdAt: inv.createdAt.toISOString(),
    paidAt: inv.paidAt?.toISOString() ?? null,
    language: inv.languageCd,
    checkoutProcedure: inv.checkoutProcedure,
    deliveryDate: inv.deliveryDate,
    deliveryTime: inv.deliveryTime?.slice(0, 5) ?? null,
    deliveryAddress: inv.deliveryAddress ?? null,
    comment: inv.comment,
    franchiseId: inv.franchiseId,
    subsidyId: inv.subsidyId,
    paymentType: inv.paymentMethod,
    isRush: inv.isRush,
    details: details.map((d) => ({
      Id: d.id,
      productId: d.productId,
      title: (d.productId !== null ? titles.get(d.productId) : d.customTitle) ?? d.customTitle ?? '',
      quantity: d.quantity,
      price: d.unitPriceCents,
      amount: d.amountCents,
      isFamilyPack: d.isFamilyPack,
      isKidsMeal: d.isKidsMeal,
      isHalfPortion: isHalfPortion(d),
      requiredBy: d.requiredBy,
      cartGroup: d.cartGroup,
      addons: d.addons.map((a) => ({ productId: a.productId, price: a.priceCents })),
    })),
    subTotal: inv.subtotalCents,
    discount: inv.discountCents,
    ...discountLines(inv, use),
    extraCharge: inv.extraChargeCents,
    deliveryCharge: inv.deliveryChargeCents,
    tip: inv.tipCents,
    subsidized: inv.subsidizedCents,
    tax1: inv.tax1Cents,
    tax2: inv.tax2Cents,
    centuryDollarsApplied: inv.centuryDollarsCents,
    total: inv.totalCents,
    payments: pays.map((p) => ({ PaymentMethodId: p.paymentMethodId, Amount: p.amountCents, status: p.status, cardBrand: p.cardBrand, cardLast4: p.cardLast4 })),
  };
}

/**
 * POST /orders/{id}/cluster-invoice (ADR 164): a bistro is invoiced per delivery week; the batch
 * of an order is the bistro's paid orders delivered in the same Monday-to-Sunday week. Answers it.
 */
export async function clusterInvoice(deps: OrdersDeps, auth: AuthContext, id: number): Promise<ClusterInvoiceReply> {
  const inv = await ownedInvoice(deps.db.db, auth, id);
  if (inv.franchiseId === null) throw new AppError(400, 'bad-request', 'The order has no bistro', { orderId: id });
  if (inv.status !== 'P') throw new AppError(409, 'order-not-payable', 'Only a paid order belongs to an invoice batch', { orderId: id });
  const weekStart = startOfWeek(inv.deliveryDate ?? torontoDate(inv.createdAt));
  const rows = await franchiseInvoicesBetween(deps.db.db, inv.franchiseId, weekStart, addDays(weekStart, 7));
  return {
    franchiseId: inv.franchiseId,
    weekStart,
    orderIds: rows.map((r) => r.id),
    orderCount: rows.length,
    total: rows.reduce((s, r) => s + r.totalCents, 0),
    tax1: rows.reduce((s, r) => s + r.tax1Cents, 0),
    tax2: rows.reduce((s, r) => s + r.tax2Cents, 0),
  };
}
