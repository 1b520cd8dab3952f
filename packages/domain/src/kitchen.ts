// The kitchen's day (issue 16; back-office §2 Kitchen numbers, Tag routes; §3 Source codes).
// Kitchen numbers: the portions to cook per product and day, from paid orders only. A regular line
// counts one portion per unit, a family pack counts its FAMILY_PACK_UNITS portions, kids portions
// and half portions are counted apart (the kitchen plates them differently).
// Route sources map to the store kinds whose deliveries they list.
import { FAMILY_PACK_UNITS } from './inventory.js';
import { addDays, type IsoDate } from './dates.js';
import { isHoliday, type Holiday } from './ordering-calendar.js';
import type { KitchenSource, RouteSource, StoreKind } from './vocabulary.js';

/** The store kinds whose orders a kitchen-number / label source counts. */
export const KITCHEN_SOURCE_STORES: Record<KitchenSource, readonly StoreKind[]> = {
  'meal-delivery': ['mealDelivery'],
  corp: ['corporate', 'mobile'],
};

/** The store kind whose deliveries a route-tag source lists. */
export const ROUTE_SOURCE_STORE: Record<RouteSource, StoreKind> = {
  CA: 'catering',
  CO: 'corporate',
  CM: 'mobile',
  MD: 'mealDelivery',
};

export interface KitchenLine {
  productId: number;
  date: IsoDate;
  quantity: number;
  isFamilyPack: boolean;
  isKidsMeal: boolean;
  /** false: a half portion (customer-side §3 fullPortion) */
  fullPortion: boolean;
  /** the sides chosen with the dish (product ids; each comes with every portion of the line) */
  sides?: readonly number[];
}

export interface KitchenCount {
  portions: number;
  kidsPortions: number;
  halfPortions: number;
}

export const PORTION_KINDS = ['regular', 'familyPack', 'kids', 'half'] as const;
export type PortionKind = (typeof PORTION_KINDS)[number];

/** How the kitchen plates a line: a family pack first, then a kids meal (never also a half), then a half portion. */
export function portionKind(line: Pick<KitchenLine, 'isFamilyPack' | 'isKidsMeal' | 'fullPortion'>): PortionKind {
  return line.isFamilyPack ? 'familyPack' : line.isKidsMeal ? 'kids' : line.fullPortion ? 'regular' : 'half';
}

/** What one order line asks the kitchen to cook. */
export function linePortions(line: Pick<KitchenLine, 'quantity' | 'isFamilyPack' | 'isKidsMeal' | 'fullPortion'>): KitchenCount {
  const q = Math.max(0, Math.floor(line.quantity));
  switch (portionKind(line)) {
    case 'familyPack':
      return { portions: q * FAMILY_PACK_UNITS, kidsPortions: 0, halfPortions: 0 };
    case 'kids':
      return { portions: 0, kidsPortions: q, halfPortions: 0 };
    case 'half':
      return { portions: 0, kidsPortions: 0, halfPortions: q };
    default:
      return { portions: q, kidsPortions: 0, halfPortions: 0 };
  }
}

export interface KitchenTotal extends KitchenCount {
  productId: number;
  date: IsoDate;
}

/** The lines summed per product and day, in date then product order. */
export function kitchenTotals(lines: readonly KitchenLine[]): KitchenTotal[] {
  const byKey = new Map<string, KitchenTotal>();
  for (const l of lines) {
    const key = `${l.date}|${l.productId}`;
    const row = byKey.get(key) ?? { productId: l.productId, date: l.date, portions: 0, kidsPortions: 0, halfPortions: 0 };
    const c = linePortions(l);
    row.portions += c.portions;
    row.kidsPortions += c.kidsPortions;
    row.halfPortions += c.halfPortions;
    byKey.set(key, row);
  }
  return [...byKey.values()].sort((a, b) => (a.date === b.date ? a.productId - b.productId : a.date < b.date ? -1 : 1));
}

export interface KitchenSideTotal {
  /** the side's product */
  productId: number;
  date: IsoDate;
  /** how many to plate: one per portion of each line it was chosen with, whatever the portion's kind */
  count: number;
}

/**
 * The sides to cook per side and day (issue 30): a side chosen with a dish comes with each of the
 * line's portions (a family pack: FAMILY_PACK_UNITS, a kids or half portion: one each), in date
 * then side order.
 */
export function kitchenSideTotals(lines: readonly KitchenLine[]): KitchenSideTotal[] {
  const byKey = new Map<string, KitchenSideTotal>();
  for (const l of lines) {
    if (!l.sides?.length) continue;
    const n = lineLabelCount(l);
    for (const side of l.sides) {
      const key = `${l.date}|${side}`;
      const row = byKey.get(key) ?? { productId: side, date: l.date, count: 0 };
      row.count += n;
      byKey.set(key, row);
    }
  }
  return [...byKey.values()].sort((a, b) => (a.date === b.date ? a.productId - b.productId : a.date < b.date ? -1 : 1));
}

/** Labels one order line needs: one per portion, whatever its kind (a family pack: 4). */
export function lineLabelCount(line: Pick<KitchenLine, 'quantity' | 'isFamilyPack' | 'isKidsMeal' | 'fullPortion'>): number {
  const c = linePortions(line);
  return c.portions + c.kidsPortions + c.halfPortions;
}

/**
 * The label sheet (US Letter, 2 × 5 labels of 4 × 2 in, the usual shipping-label sheet sold as
 * Avery 5163 / 8163 and compatibles), in PDF points (1/72 in).
 */
export const LABEL_SHEET = {
  pageWidth: 612,
  pageHeight: 792,
  columns: 2,
  rows: 5,
  labelWidth: 288,
  labelHeight: 144,
  marginTop: 36,
  marginLeft: 11.25,
  gapX: 13.5,
  gapY: 0,
} as const;

/** Where label `index` (0-based) of a page goes: its top-left corner in points. */
export function labelSlot(index: number): { page: number; x: number; y: number } {
  const perPage = LABEL_SHEET.columns * LABEL_SHEET.rows;
  const page = Math.floor(index / perPage);
  const n = index % perPage;
  const col = n % LABEL_SHEET.columns;
  const row = Math.floor(n / LABEL_SHEET.columns);
  return {
    page,
    x: LABEL_SHEET.marginLeft + col * (LABEL_SHEET.labelWidth + LABEL_SHEET.gapX),
    y: LABEL_SHEET.marginTop + row * (LABEL_SHEET.labelHeight + LABEL_SHEET.gapY),
  };
}

/**
 * The next production day (issue 30): the delivery day the kitchen cooks for next, the first day
 * after `today` that no company-wide holiday closes. The kitchen screens open on it (numbers,
 * labels, the production sheet) and Today shows its totals. Meal delivery delivers every day of the
 * week (ADR 180), so only holidays skip a day; at most a year ahead is looked at.
 */
export function nextProductionDay(today: IsoDate, holidays: readonly Holiday[]): IsoDate {
  for (let n = 1; n <= 366; n += 1) {
    const day = addDays(today, n);
    if (!isHoliday(day, holidays)) return day;
  }
  return addDays(today, 1);
}

/** Stock at or under this many units shows on Today as low (issue 30). */
export const LOW_STOCK_UNITS = 5;
