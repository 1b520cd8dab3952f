// Menus of the stores at "now" (customer-side.md §5, §9; ADR 122). The ordering calendar — week
// planning, cut-offs, holidays, the weekend rule —, inventory and subsidy days come from
// @mijote/domain; this file only gathers the rows and asks the domain.
import type { DbOrTx } from '@mijote/db';
import {
  addDays,
  dayClosedReason,
  isAvailableOnSubsidyDay,
  isHoliday,
  isIsoDate,
  isOrderableOnWeekday,
  sameDayCutoff,
  startOfWeek,
  torontoDate,
  unitPrice,
  unitSubsidy,
  weekdayOf,
  weekPlanning,
  WEEKDAYS,
  type CalendarContext,
  type DayClosedReason as DomainClosedReason,
  type ProductTypeCd,
  type Weekday,
} from '@mijote/domain';
import {
  MENU_DEFAULT_RELATED,
  type MenuDay,
  type MenuDayReply,
  type MenuListQuery,
  type MenuListReply,
  type MenuPlanningReply,
  type MenuProduct,
  type ProductRelated,
  type StoreKindCd,
} from '@mijote/contracts';
import { AppError } from '../../../errors.js';
import type { AuthContext } from '../../auth/context.js';
import { findHolidays, type HolidayRow } from '../holidays/repository.js';
import { findSubsidy, requireFranchise } from '../franchise-and-subsidy.js';
import { nameIn, type Lang } from '../product-view.js';
import { findProductIds, findProducts, productWhere } from '../products/repository.js';
import { listedFromRows, listedProducts, type ListedProduct } from '../products/views.js';
import { findMenuDays, findMenus, subsidyProductsWhere, type MenuDayRow } from './repository.js';

type ClosedReason = DomainClosedReason | 'not-served';

interface MenuOptions {
  lang: Lang;
  related?: readonly ProductRelated[] | undefined;
}

const relatedOf = (o: MenuOptions): Set<ProductRelated> => new Set(o.related ?? MENU_DEFAULT_RELATED);

interface DayContext {
  store: StoreKindCd;
  lang: Lang;
  related: ReadonlySet<ProductRelated>;
  holidays: readonly HolidayRow[];
  franchiseId?: number | undefined;
  subsidy?: { discountPercent: number; maxUnitAmountCents: number; id: number } | undefined;
}

function holidayName(date: string, holidays: readonly HolidayRow[], lang: Lang): string | null {
  const { month, day } = { month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
  const h = holidays.find((x) => x.month === month && x.day === day);
  return h ? nameIn(h, lang) || null : null;
}

/** One menu day: its products with whether and why they cannot be ordered. */
function buildDay(date: string, closedReason: ClosedReason | null, listed: readonly ListedProduct[], ctx: DayContext): MenuDay {
  const weekday = weekdayOf(date);
  const products: MenuProduct[] = [];
  for (const item of listed) {
    if (item.statusCd !== 'A' || item.isInternalUse) continue;
    let reason: MenuProduct['UnavailableReason'] = closedReason;
    if (!reason && !isOrderableOnWeekday(item.typeCd as ProductTypeCd, weekday, ctx.store)) reason = 'weekend';
    if (!reason && item.outOfStock) reason = 'out-of-stock';
    const row = item.row;
    if (!ctx.subsidy || !row) {
      products.push(item.reply({ Available: reason === null, UnavailableReason: reason }));
      continue;
    }
    {
      const price = unitPrice(
        {
          price: row.priceCents,
          kidsPrice: row.kidsPriceCents,
          familyPackPrice: row.familyPackPriceCents,
          subsidyPrices: (row.subsidyProductPrices ?? []).map((s) => ({ subsidyId: s.subsidyId, price: s.priceCents })),
        },
        { kind: 'meal', subsidyId: ctx.subsidy.id },
      );
      const amount =
        price == null
          ? null
          : unitSubsidy({ discountPercent: ctx.subsidy.discountPercent, maxUnitAmount: ctx.subsidy.maxUnitAmountCents }, price);
      products.push(
        item.reply({ Available: reason === null, UnavailableReason: reason, SubsidyPriceCents: price, SubsidyAmountCents: amount }),
      );
    }
  }
  return {
    date,
    weekday,
    orderable: closedReason === null,
    closedReason,
    holidayName: holidayName(date, ctx.holidays, ctx.lang),
    products,
  };
}

const calendar = (store: StoreKindCd, holidays: readonly HolidayRow[]): CalendarContext => ({ store, holidays });

/** The products of the menu of `date`: the rush menu when asked and there is one, else the regular one. */
function productsOfDay(menus: readonly MenuDayRow<ListedProduct>[], date: string, preferRush = false): ListedProduct[] {
  const ofDay = menus.filter((m) => m.menuDate === date);
  const menu = (preferRush ? ofDay.find((m) => m.isRush) : undefined) ?? ofDay.find((m) => !m.isRush);
  return menu ? menu.items.map((i) => i.product) : [];
}

/** `{day}` of `/next/{day}`: a weekday name is that day of next week; a date is itself. */
export function resolveNextDay(day: string, now: Date): string {
  if ((WEEKDAYS as readonly string[]).includes(day)) {
    return addDays(startOfWeek(torontoDate(now)), 7 + WEEKDAYS.indexOf(day as Weekday));
  }
  if (!isIsoDate(day))
    throw new AppError(400, 'validation-failed', 'The day is not a weekday name nor a valid yyyy-MM-dd date', {
      issues: [{ path: 'params.day', code: 'invalid_date', message: 'not a valid date' }],
    });
  return day;
}

/** The days part of menu keys, per store and whole second (see menuCacheKey). */
const keyDays = new Map<string, string>();

/**
 * The reply-cache key of a menu request at `now`: the store, the request, today and the planned
 * days with their cut-off state (without holidays, which are data and follow the cache's TTL).
 * Cut-offs and days turn on whole seconds, so the planning part is computed once per store and
 * second: a cached answer (or a 304) costs no calendar work.
 */
export function menuCacheKey(store: StoreKindCd, now: Date, o: MenuOptions, extra: string, day?: string): string {
  const memo = `${store}|${day ?? ''}|${Math.floor(now.getTime() / 1000)}`;
  let days = keyDays.get(memo);
  if (days === undefined) {
    const cal = calendar(store, []);
    days = (
      day === undefined
        ? weekPlanning(now, cal).map((d) => `${d.date}:${d.closedReason ?? ''}`)
        : [`${day}:${dayClosedReason(day, now, cal) ?? ''}`]
    ).join('|');
    if (keyDays.size >= 200) keyDays.clear();
    keyDays.set(memo, `${torontoDate(now)}|${days}`);
    days = keyDays.get(memo)!;
  }
  return [store, extra, o.lang, [...relatedOf(o)].sort().join(','), days].join('|');
}

// ── meal delivery ───────────────────────────────────────────────────────────

/** GET /meal-delivery/menus/products/current: the week planning at `now` with each day's products. */
export async function mealDeliveryCurrent(db: DbOrTx, now: Date, o: MenuOptions): Promise<MenuPlanningReply> {
  const store = 'mealDelivery';
  const related = relatedOf(o);
  // The planned dates do not depend on holidays (only their closed reason does): both queries at once.
  const dates = weekPlanning(now, calendar(store, [])).map((d) => d.date);
  const [holidays, menus] = await Promise.all([
    findHolidays(db, null),
    findMenuDays(db, { store, dates, withRush: false }, (ids) => listedProducts(db, ids, { lang: o.lang, related })),
  ]);
  const ctx: DayContext = { store, lang: o.lang, related, holidays };
  const days = weekPlanning(now, calendar(store, holidays)).map((d) => buildDay(d.date, d.closedReason, productsOfDay(menus, d.date), ctx));
  return { store, today: torontoDate(now), cutoff: sameDayCutoff(store), days };
}

/** GET /meal-delivery/menus/products/next/{day}. */
export async function mealDeliveryDay(db: DbOrTx, now: Date, day: string, o: MenuOptions): Promise<MenuDayReply> {
  const store = 'mealDelivery';
  const related = relatedOf(o);
  const date = resolveNextDay(day, now);
  const [holidays, menus] = await Promise.all([
    findHolidays(db, null),
    findMenuDays(db, { store, dates: [date], withRush: false }, (ids) => listedProducts(db, ids, { lang: o.lang, related })),
  ]);
  const ctx: DayContext = { store, lang: o.lang, related, holidays };
  const built = buildDay(date, dayClosedReason(date, now, calendar(store, holidays)), productsOfDay(menus, date), ctx);
  return { store, today: torontoDate(now), isRush: false, day: built };
}

/**
 * GET /meal-delivery/menus/products/rush (ADR 122): master-login staff order for a client on the
 * same day, past the customer cut-off. Today's rush menu when the kitchen set one, else today's
 * menu; holidays still close the day and the weekend rule still applies.
 */
export async function mealDeliveryRush(db: DbOrTx, now: Date, auth: AuthContext | null, o: MenuOptions): Promise<MenuDayReply> {
  if (!auth) throw AppError.unauthorized();
  if (!auth.isMasterLogin && auth.userType !== 'SU') throw AppError.forbidden();
  const store = 'mealDelivery';
  const related = relatedOf(o);
  const today = torontoDate(now);
  const [holidays, menus] = await Promise.all([
    findHolidays(db, null),
    findMenuDays(db, { store, dates: [today], withRush: true }, (ids) => listedProducts(db, ids, { lang: o.lang, related })),
  ]);
  const ctx: DayContext = { store, lang: o.lang, related, holidays };
  const day = buildDay(today, isHoliday(today, holidays) ? 'holiday' : null, productsOfDay(menus, today, true), ctx);
  return { store, today, isRush: true, day };
}

// ── bistros ─────────────────────────────────────────────────────────────────

/** GET /restaurant/menus/products/current?franchiseId: today's products of a bistro at its prices. */
export async function restaurantCurrent(db: DbOrTx, now: Date, franchiseId: number, o: MenuOptions): Promise<MenuDayReply> {
  const store = 'restaurant';
  const related = relatedOf(o);
  const franchise = await requireFranchise(db, franchiseId, true);
  const [holidays, rows] = await Promise.all([
    findHolidays(db, franchiseId),
    findProductIds(db, productWhere({ categories: ['R'], statuses: ['A'], internalUse: false, franchiseId })).then((ids) =>
      listedProducts(db, ids, { lang: o.lang, related, franchiseId }),
    ),
  ]);
  const today = torontoDate(now);
  const ctx: DayContext = { store, lang: o.lang, related, holidays, franchiseId };
  const day = buildDay(today, isHoliday(today, holidays) ? 'holiday' : null, rows, ctx);
  return {
    store,
    today,
    isRush: false,
    day,
    franchise: {
      Id: franchise.id,
      Name: nameIn(franchise, o.lang),
      openingTime: franchise.openingTime.slice(0, 5),
      closingTime: franchise.closingTime.slice(0, 5),
      firstDelivery: franchise.firstDelivery.slice(0, 5),
      lastDelivery: franchise.lastDelivery.slice(0, 5),
    },
  };
}

// ── catering ────────────────────────────────────────────────────────────────

/**
 * The catering menu (issue 12): every active catering product — platters, lunch boxes with what
 * each box lets the customer choose (ADR 220), hot buffets, morning snacks, drinks — ordered for a
 * day at least two days ahead, so today's holiday or weekday closes nothing here (the delivery
 * times do: GET /catering/delivery-times). Out-of-stock products are shown as such; the sides
 * are GET /catering/sides.
 */
export async function cateringCurrent(db: DbOrTx, now: Date, o: MenuOptions): Promise<MenuDayReply> {
  const related = relatedOf(o);
  const ids = await findProductIds(db, productWhere({ categories: ['C'], statuses: ['A'], internalUse: false }));
  const listed = await listedProducts(db, ids, { lang: o.lang, related, lunchBoxChoices: true });
  const today = torontoDate(now);
  const products: MenuProduct[] = listed
    // the sides come from GET /catering/sides
    .filter((item) => item.statusCd === 'A' && !item.isInternalUse && item.typeCd !== 'SI')
    .map((item) => item.reply({ Available: !item.outOfStock, UnavailableReason: item.outOfStock ? 'out-of-stock' : null }));
  return {
    store: 'catering',
    today,
    isRush: false,
    day: { date: today, weekday: weekdayOf(today), orderable: true, closedReason: null, holidayName: null, products },
  };
}

// ── corporate cafeterias (subsidy days) ─────────────────────────────────────

type SubsidyKind = 'onsite' | 'mobile';

async function subsidyContext(db: DbOrTx, subsidyId: number, kind: SubsidyKind) {
  const subsidy = await findSubsidy(db, subsidyId);
  if (!subsidy || !subsidy.enabled || subsidy.isOnSite !== (kind === 'onsite')) throw AppError.notFound('subsidy');
  const daysOfWeek = subsidy.days.map((d) => d.day).sort((a, b) => a - b);
  return { subsidy, daysOfWeek, weekdays: daysOfWeek.map((d) => WEEKDAYS[d - 1] as Weekday) };
}

function subsidyView(s: Awaited<ReturnType<typeof subsidyContext>>): NonNullable<MenuPlanningReply['subsidy']> {
  return {
    Id: s.subsidy.id,
    Name: s.subsidy.name,
    Company: s.subsidy.company,
    IsOnSite: s.subsidy.isOnSite,
    DiscountPercent: s.subsidy.discountPercent,
    MaxUnitAmountCents: s.subsidy.maxUnitAmountCents,
    MaxProductCount: s.subsidy.maxProductCount,
    FranchiseId: s.subsidy.franchiseId,
    Days: s.daysOfWeek,
  };
}

async function subsidyDays(db: DbOrTx, now: Date, subsidyId: number, kind: SubsidyKind, o: MenuOptions, dates: 'planning' | string) {
  const store: StoreKindCd = kind === 'onsite' ? 'corporate' : 'mobile';
  const related = relatedOf(o);
  const s = await subsidyContext(db, subsidyId, kind);
  const [holidays, rows] = await Promise.all([
    findHolidays(db, s.subsidy.franchiseId),
    findProducts(db, subsidyProductsWhere(subsidyId), { related, subsidyId }),
  ]);
  const cal = calendar(store, holidays);
  const planned =
    dates === 'planning'
      ? weekPlanning(now, cal).map((d) => ({ date: d.date, closed: d.closedReason }))
      : [{ date: dates, closed: dayClosedReason(dates, now, cal) }];
  const ctx: DayContext = {
    store,
    lang: o.lang,
    related,
    holidays,
    subsidy: { id: subsidyId, discountPercent: s.subsidy.discountPercent, maxUnitAmountCents: s.subsidy.maxUnitAmountCents },
  };
  const domainSubsidy = { id: subsidyId, daysOfWeek: s.weekdays };
  const days = planned.map(({ date, closed }) => {
    const weekday = weekdayOf(date);
    const served = s.weekdays.includes(weekday);
    const ofDay = rows.filter((r) =>
      isAvailableOnSubsidyDay(
        (r.subsidyProductDays ?? []).map((d) => ({ subsidyId: d.subsidyId, day: WEEKDAYS[d.day - 1] as Weekday })),
        domainSubsidy,
        weekday,
      ),
    );
    return buildDay(date, closed ?? (served ? null : 'not-served'), listedFromRows(ofDay, { lang: o.lang, related }), ctx);
  });
  return { store, today: torontoDate(now), days, subsidy: subsidyView(s) };
}

/** GET /bistro/onsite/menus/products/current and /bistro/mobile/menus/products/current. */
export async function subsidyCurrent(
  db: DbOrTx,
  now: Date,
  subsidyId: number,
  kind: SubsidyKind,
  o: MenuOptions,
): Promise<MenuPlanningReply> {
  const r = await subsidyDays(db, now, subsidyId, kind, o, 'planning');
  return { store: r.store, today: r.today, cutoff: sameDayCutoff(r.store), days: r.days, subsidy: r.subsidy };
}

/** GET /bistro/mobile/menus/products/next/{day}. */
export async function subsidyDay(
  db: DbOrTx,
  now: Date,
  subsidyId: number,
  kind: SubsidyKind,
  day: string,
  o: MenuOptions,
): Promise<MenuDayReply> {
  const r = await subsidyDays(db, now, subsidyId, kind, o, resolveNextDay(day, now));
  const built = r.days[0];
  if (!built) throw new Error('no day built');
  return { store: r.store, today: r.today, isRush: false, day: built, subsidy: r.subsidy };
}

// ── menu list ───────────────────────────────────────────────────────────────

/** GET /menus: the menus of a store from a date on (default: this week's Monday). */
export async function listMenus(db: DbOrTx, now: Date, q: MenuListQuery): Promise<MenuListReply> {
  const from = q.from ?? startOfWeek(torontoDate(now));
  if (!isIsoDate(from))
    throw new AppError(400, 'validation-failed', 'from is not a valid date', {
      issues: [{ path: 'querystring.from', code: 'invalid_date', message: 'not a valid date' }],
    });
  const rows = await findMenus(db, q.store, from);
  return rows.map((m) => ({
    Id: m.id,
    StoreKind: m.storeKind,
    WeekStart: m.weekStart,
    WeekNumber: m.weekNumber,
    Day: m.day,
    MenuDate: m.menuDate,
    IsRush: m.isRush,
    FranchiseId: m.franchiseId,
    SubsidyId: m.subsidyId,
    ProductIds: m.items.map((i) => i.productId),
  }));
}
