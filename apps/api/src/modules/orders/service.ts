// Reading orders (customer-side §4, §7; ADR 164, 165): one order with its lines, payments and
// taxes, and a bistro's weekly invoice batch. Placing and paying them is checkout/'s.
import { CateringOptions, type ClusterInvoiceReply, type OrderReply } from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { addDays, invoiceStatusLabel, startOfWeek, torontoDate } from '@mijote/domain';
import { AppError } from '../../errors.js';
import type { AuthContext } from '../auth/context.js';
import { ownedInvoice } from '../checkout/order-state.js';
import { choiceLines, choiceProductIds, choiceTitles, storedChoiceIds } from './line-choices.js';
import { discountLines, isHalfPortion } from './discount-lines.js';
import { giftCardsOfOrders } from './gift-card-delivery.js';
import { listPayments } from '../billing/repository.js';
import { franchiseInvoicesBetween, listDetails, productTitles, promoCodeOfOrder } from './repository.js';

export interface OrderReadDeps {
  db: DbHandle;
}

/** One order; product titles in `lang` (the reader's), else in the language it was placed in. */
export async function getOrder(deps: OrderReadDeps, auth: AuthContext, id: number, lang?: 'en' | 'fr'): Promise<OrderReply> {
  const db = deps.db.db;
  const inv = await ownedInvoice(db, auth, id);
  const [details, pays, use] = await Promise.all([listDetails(db, inv.id), listPayments(db, inv.id), promoCodeOfOrder(db, inv)]);
  const reader = lang ?? inv.languageCd;
  // who receives its gift cards, and whether it is only gift cards (nothing delivered, issue 28)
  const giftCards = (await giftCardsOfOrders(db, [inv.id])).get(inv.id) ?? null;
  const ids = details.map(storedChoiceIds);
  const titles = await productTitles(
    db,
    [...details.map((d) => d.productId).filter((x): x is number => x !== null), ...choiceProductIds(ids)],
    reader,
  );
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
    numberOfPeople: inv.numberOfPeople,
    cateringOptions: inv.cateringOptions ? CateringOptions.parse(inv.cateringOptions) : null,
    giftCards,
    details: details.map((d, i) => {
      // the side and the boxes' choices, by title and as the lines printed under the dish (ADR 369)
      const chosen = choiceTitles(ids[i]!, titles);
      return {
        Id: d.id,
        productId: d.productId,
        // a custom line (a master login's, ADR 223) carries its own title
        title: d.customTitle ?? (d.productId !== null ? titles.get(d.productId) : undefined) ?? '',
        quantity: d.quantity,
        price: d.unitPriceCents,
        amount: d.amountCents,
        isFamilyPack: d.isFamilyPack,
        isKidsMeal: d.isKidsMeal,
        isHalfPortion: isHalfPortion(d),
        requiredBy: d.requiredBy,
        cartGroup: d.cartGroup,
        choices: chosen.boxes,
        sides: chosen.sides,
        choiceLines: choiceLines(chosen, reader),
        addons: d.addons.map((a) => ({ productId: a.productId, price: a.priceCents })),
      };
    }),
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
    payments: pays.map((p) => ({
      PaymentMethodId: p.paymentMethodId,
      Amount: p.amountCents,
      status: p.status,
      cardBrand: p.cardBrand,
      cardLast4: p.cardLast4,
    })),
  };
}

/**
 * POST /orders/{id}/cluster-invoice (ADR 164): a bistro is invoiced per delivery week; the batch
 * of an order is the bistro's paid orders delivered in the same Monday-to-Sunday week. Answers it.
 */
export async function clusterInvoice(deps: OrderReadDeps, auth: AuthContext, id: number): Promise<ClusterInvoiceReply> {
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
