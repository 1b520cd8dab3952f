// "Order again" (issue 11, ADR 215): a past order's dishes as cart items for today (a lunch box with
// the choices of each of its boxes, issue 12). Each
// meal-delivery dish goes to a day that can be ordered now (the domain's ordering calendar:
// this week's planning and its weekend) whose menu offers it, the same weekday first
// (orderAgainDay); the generic store's lines keep their group. The candidate cart is then priced
// by the cart's own pricing, at today's prices. What cannot come back is reported with its reason,
// never silently dropped, and the rest still goes to the cart: a product no longer sold, a dish on
// no open day's menu (or a line the pricing removes), and the part of a line the stock cannot
// fill (the part it can is kept). Nothing is written: the web adds the items to the customer's
// cart, which prices them again.
import type { CartItemInput, CartItems, OrderAgainReply } from '@mijote/contracts';
import { CartDocument } from '@mijote/contracts';
import {
  dayClosedReason,
  isOpenStoreKind,
  isOrderableOnWeekday,
  orderAgainDay,
  weekdayOf,
  weekendAfter,
  weekPlanning,
  WEEKDAYS,
  type CalendarContext,
  type IsoDate,
  type ProductTypeCd,
  type StoreKind,
} from '@mijote/domain';
import type { DbHandle, DbOrTx } from '@mijote/db';
import type { AuthContext } from '../auth/context.js';
import { pricingAccount } from '../cart/service.js';
import { findHolidays } from '../catalogue/holidays/repository.js';
import { ownedInvoice } from '../checkout/order-state.js';
import { priceCart } from '../checkout/pricing.js';
import { menuProductsByDate } from '../checkout/repository.js';
import { isHalfPortion } from './discount-lines.js';
import { boxChoices, storedChoiceIds } from './line-choices.js';
import { activeProductIds, listDetails, productTitles, productTypes } from './repository.js';

type Detail = Awaited<ReturnType<typeof listDetails>>[number];
type Skipped = OrderAgainReply['skipped'][number];
type GroupName = keyof CartItems;

const isWeekdayGroup = (g: string): boolean => (WEEKDAYS as readonly string[]).includes(g);

/** The days that can be ordered now, in date order: the week's planning, then its weekend. */
function openDays(now: Date, ctx: CalendarContext): IsoDate[] {
  const planned = weekPlanning(now, ctx);
  const weekend = weekendAfter(planned.map((p) => p.date)).filter((d) => dayClosedReason(d, now, ctx) === null);
  return [...planned.filter((p) => p.orderable).map((p) => p.date), ...weekend];
}

/** The item with fewer units (the stock fills part of it): a box line keeps the choices of the boxes left. */
function withQuantity(item: CartItemInput, quantity: number): CartItemInput {
  const choices = item.customizations?.choices;
  if (!choices || !item.customizations) return { ...item, quantity };
  return { ...item, quantity, customizations: { ...item.customizations, choices: choices.slice(0, quantity) } };
}

/** A catering box line's choices, one list per box, as the order recorded them (line-choices.ts); none for other lines. */
const withChoices = (d: Detail) => {
  const boxes = boxChoices(d.customizations);
  return boxes.length > 0 ? { choices: boxes } : {};
};

const itemKind = (d: Detail) => (d.isFamilyPack ? 'familyPack' : d.isKidsMeal ? 'kids' : 'meal');

export async function orderAgain(
  deps: { db: DbHandle; now: () => Date },
  auth: AuthContext,
  id: number,
  lang: 'en' | 'fr',
): Promise<OrderAgainReply> {
  const db = deps.db.db;
  const now = deps.now();
  const inv = await ownedInvoice(db, auth, id);
  const details = await listDetails(db, inv.id);
  const ids = details.map((d) => d.productId).filter((x): x is number => x !== null);
  const [titles, types, active] = await Promise.all([productTitles(db, ids, lang), productTypes(db, ids), activeProductIds(db, ids)]);
  const titleOf = (d: Detail) => (d.productId !== null ? titles.get(d.productId) : null) ?? d.customTitle ?? '';
  const skip = (d: Detail, reason: Skipped['reason'], quantity = d.quantity): Skipped => ({ title: titleOf(d), quantity, reason });
  const store = inv.storeKind;
  if (!isOpenStoreKind(store)) return { store, items: {}, skipped: details.map((d) => skip(d, 'store-closed')) };

  const gone = (d: Detail) => d.productId !== null && !active.has(d.productId);
  const skipped = details.filter(gone).map((d) => skip(d, 'no-longer-sold'));
  const { candidates, unplaced } = await placeLines(
    db,
    store,
    now,
    details.filter((d) => !gone(d)),
    types,
  );
  skipped.push(...unplaced.map((d) => skip(d, 'not-offered')));
  const items: Partial<Record<GroupName, CartItemInput[]>> = {};
  for (const c of candidates) (items[c.group] ??= []).push(c.item);
  const priced = await priceCart(db, {
    store,
    cart: CartDocument.parse({ items }),
    now,
    lang,
    account: await pricingAccount(db, auth.accountId),
  });
  // what the cart's pricing keeps, in the candidates' order; the rest is reported
  const kept: Partial<Record<GroupName, CartItemInput[]>> = {};
  for (const p of priced.items) {
    const c = candidates.find((x) => x.group === p.line.group && x.index === p.line.index)!;
    if (p.line.removalReason || !p.product) {
      skipped.push(skip(c.detail, 'not-offered'));
      continue;
    }
    // the stock fills part of the line: that part goes to the cart, the rest is reported
    if (p.line.quantity < p.line.requestedQuantity)
      skipped.push(skip(c.detail, 'out-of-stock', p.line.requestedQuantity - p.line.quantity));
    if (p.line.quantity > 0) (kept[c.group] ??= []).push(withQuantity(c.item, p.line.quantity));
  }
  return { store, items: CartDocument.parse({ items: kept }).items, skipped };
}

/** Each line's group and cart item (a meal-delivery dish on its new day), or why it has none. */
async function placeLines(db: DbOrTx, store: StoreKind, now: Date, details: readonly Detail[], types: Map<number, string>) {
  const holidays = (await findHolidays(db, null)).map((h) => ({ day: h.day, month: h.month }));
  const days = openDays(now, { store, holidays });
  const menus = store === 'mealDelivery' ? await menuProductsByDate(db, 'mealDelivery', days, false) : new Map<string, Set<number>>();
  const candidates: { group: GroupName; index: number; detail: Detail; item: CartItemInput }[] = [];
  const unplaced: Detail[] = [];
  const counts = new Map<GroupName, number>();
  for (const d of details) {
    const group = d.cartGroup as GroupName | null;
    if (d.productId === null || group === null) {
      unplaced.push(d); // a custom line (staff) is not on any menu
      continue;
    }
    const productId = d.productId;
    const type = (types.get(productId) ?? '') as ProductTypeCd;
    let date: IsoDate | undefined;
    let target: GroupName = group;
    if (isWeekdayGroup(group)) {
      const day = orderAgainDay(
        d.requiredBy,
        days,
        (x) => (menus.get(x)?.has(productId) ?? false) && isOrderableOnWeekday(type, weekdayOf(x), store),
      );
      if (!day) {
        unplaced.push(d);
        continue;
      }
      date = day;
      target = weekdayOf(day);
    }
    const index = counts.get(target) ?? 0;
    counts.set(target, index + 1);
    candidates.push({
      group: target,
      index,
      detail: d,
      item: {
        productId,
        type: itemKind(d),
        quantity: d.quantity,
        // a lunch box comes back with the choices of each of its boxes; the cart checks they are still offered
        customizations: { fullPortion: !isHalfPortion(d), sides: [...storedChoiceIds(d).sides], ...withChoices(d) },
        addedAt: now.toISOString(),
        ...(date ? { date } : {}),
      },
    });
  }
  return { candidates, unplaced };
}
