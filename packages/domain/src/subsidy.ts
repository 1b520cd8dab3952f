// Corporate and bistro subsidies (customer-side §3, §5, §9; back-office §3, §9; ADR 028).
// A subsidy pays `discountPercent` of each unit's price, at most `maxUnitAmount` a unit, on at
// most `maxProductCount` items (the best-subsidised first), at most the smaller of `maxTotalAmount`
// and `maxRebate` (`employerCap`, ADR 367), and never more than what is left of the day's allowance:
// its amount and its items, across the employee's orders of that day (`dailyRemainder`,
// `dailyCountRemainder`). With `perDeliveryDay` the count and total caps apply to each delivery
// day; otherwise to the whole order.
import { percentOf, type Cents } from './money.js';
import { WEEKDAYS, type Weekday } from './vocabulary.js';

export interface Subsidy {
  id: number;
  discountPercent: number;
  maxUnitAmount: Cents | null;
  maxProductCount: number | null;
  maxTotalAmount: Cents | null;
  /**
   * MaxRebate: the most the employer pays, like `maxTotalAmount`; where both are set the smaller
   * holds (`employerCap`, ADR 367). null: no cap.
   */
  maxRebate: Cents | null;
  perDeliveryDay: boolean;
  /** the weekdays the subsidy applies on */
  daysOfWeek: readonly Weekday[];
}

/** The meal-delivery subsidy used when none is set (customer-side §9). */
export const DEFAULT_MEAL_DELIVERY_SUBSIDY_ID = 46;

/** Corporate weekdays: Monday to Friday only (back-office §5, §9). */
export const CORPORATE_WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

export function isCorporateWeekday(day: Weekday): boolean {
  return CORPORATE_WEEKDAYS.includes(day);
}

/** A subsidy's weekday choice: known weekdays, no Saturday or Sunday, each once, in week order. */
export function corporateWeekdays(days: readonly string[]): Weekday[] | null {
  if (!days.every((d): d is Weekday => (CORPORATE_WEEKDAYS as readonly string[]).includes(d))) return null;
  return WEEKDAYS.filter((d) => days.includes(d));
}

/**
 * A new subsidy, as the back-office form opens it (back-office §9): Discount 10, MaxRebate 10,
 * MaxProductPrice 100, MaxProductCount 10, WaiveFuel n, WaiveShipping n. MaxRebate is the
 * total cap and MaxProductPrice the per-unit cap, in dollars (ADR 028).
 */
export function newSubsidyDefaults(): Omit<Subsidy, 'id'> & { waiveFuel: boolean; waiveShipping: boolean; isNew: true } {
  return {
    discountPercent: 10,
    maxTotalAmount: 1000,
    maxRebate: 1000,
    maxUnitAmount: 10_000,
    maxProductCount: 10,
    perDeliveryDay: true,
    daysOfWeek: [...CORPORATE_WEEKDAYS],
    waiveFuel: false,
    waiveShipping: false,
    isNew: true,
  };
}

export interface SubsidyLine {
  unitPrice: Cents;
  quantity: number;
}

export interface SubsidyDay {
  day: Weekday;
  lines: readonly SubsidyLine[];
  /** what is left of the day's allowance (dailyRemainderAmounts.AmountRemaining), if tracked */
  remaining?: Cents | null;
  /** how many subsidised items are left of the day's `maxProductCount` after the day's earlier orders, if tracked */
  countRemaining?: number | null;
}

export interface SubsidyResult {
  /** subsidised amount of each day, in the order given */
  perDay: Cents[];
  /** the same amounts line by line: `perLine[d][l]` is line l of day d (what the employer pays for it) */
  perLine: Cents[][];
  total: Cents;
}

/**
 * The most the employer pays an employee (a delivery day with `perDeliveryDay`, else an order): the
 * smaller of `maxTotalAmount` and `maxRebate`, the ones set; null when neither is (ADR 367).
 */
export function employerCap(subsidy: Pick<Subsidy, 'maxTotalAmount' | 'maxRebate'>): Cents | null {
  const caps = [subsidy.maxTotalAmount, subsidy.maxRebate].filter((c): c is Cents => c != null).map((c) => Math.max(0, c));
  return caps.length === 0 ? null : Math.min(...caps);
}

/** The subsidy on one unit of a given price. */
export function unitSubsidy(subsidy: Pick<Subsidy, 'discountPercent' | 'maxUnitAmount'>, unitPrice: Cents): Cents {
  const share = percentOf(Math.max(0, unitPrice), Math.min(100, Math.max(0, subsidy.discountPercent)));
  return subsidy.maxUnitAmount == null ? share : Math.min(share, Math.max(0, subsidy.maxUnitAmount));
}

/**
 * Spreads a day's subsidised amount over its lines: each line at most what its counted units
 * earned (`earned`), the best-subsidised units first (by unit amount, then by position), so the
 * lines always add up to `amount` when `amount` ≤ the sum earned.
 */
export function spreadOverLines(earned: readonly { amount: Cents; each: Cents }[], amount: Cents): Cents[] {
  const out = earned.map(() => 0);
  let left = Math.max(0, amount);
  const order = earned.map((_, i) => i).sort((a, b) => earned[b]!.each - earned[a]!.each || a - b);
  for (const i of order) {
    const take = Math.min(left, earned[i]!.amount);
    out[i] = take;
    left -= take;
  }
  return out;
}

/** Subsidised amounts of an order's delivery days, given in delivery order. */
export function computeSubsidy(subsidy: Subsidy, days: readonly SubsidyDay[]): SubsidyResult {
  const perDay: Cents[] = [];
  const perLine: Cents[][] = [];
  let orderCount = 0;
  let orderTotal = 0;
  for (const day of days) {
    if (!subsidy.daysOfWeek.includes(day.day)) {
      perDay.push(0);
      perLine.push(day.lines.map(() => 0));
      continue;
    }
    let countLeft = Math.min(
      (subsidy.maxProductCount ?? Infinity) - (subsidy.perDeliveryDay ? 0 : orderCount),
      day.countRemaining ?? Infinity,
    );
    const units = day.lines.map((l, index) => ({
      index,
      each: unitSubsidy(subsidy, l.unitPrice),
      quantity: Math.max(0, Math.floor(l.quantity)),
    }));
    const earned = units.map((u) => ({ amount: 0, each: u.each }));
    let amount = 0;
    for (const u of [...units].sort((a, b) => b.each - a.each || a.index - b.index)) {
      const n = Math.min(u.quantity, Math.max(0, countLeft));
      amount += n * u.each;
      earned[u.index]!.amount = n * u.each;
      countLeft -= n;
      orderCount += n;
    }
    const totalLeft = (employerCap(subsidy) ?? Infinity) - (subsidy.perDeliveryDay ? 0 : orderTotal);
    amount = Math.max(0, Math.min(amount, totalLeft, day.remaining ?? Infinity));
    orderTotal += amount;
    perDay.push(amount);
    perLine.push(spreadOverLines(earned, amount));
  }
  return { perDay, perLine, total: perDay.reduce((a, b) => a + b, 0) };
}

export interface SubsidyProductDay {
  subsidyId: number;
  day: Weekday;
}

/**
 * Products are available by day per subsidy: a product with SubsidyProductDays rows for the
 * subsidy is offered only on those days; a product without rows for it, on every subsidy day.
 */
export function isAvailableOnSubsidyDay(
  productDays: readonly SubsidyProductDay[],
  subsidy: Pick<Subsidy, 'id' | 'daysOfWeek'>,
  day: Weekday,
): boolean {
  if (!subsidy.daysOfWeek.includes(day)) return false;
  const rows = productDays.filter((r) => r.subsidyId === subsidy.id);
  return rows.length === 0 || rows.some((r) => r.day === day);
}

// ── who belongs to a subsidy (issue 13) ──────────────────────────────────────

/** The domain of an e-mail address, lower case ('Camille@ACME.com' → 'acme.com'); null without one. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return null;
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase();
}

/** A subsidy's allowed e-mail domains and e-mail addresses (back-office §3). */
export interface SubsidyMembership {
  subsidyId: number;
  domains: readonly string[];
  emails: readonly string[];
}

/**
 * The subsidy an account's e-mail belongs to: a subsidy that lists the address itself first, then one
 * that allows its domain; both compared whole and case-insensitively (`evil-acme.com` and
 * `mail.acme.com` are not `acme.com`). Among several of the same kind, the lowest id, so the answer
 * never depends on the order rows come in. Null: no subsidy.
 */
export function subsidyForEmail(email: string, subsidies: readonly SubsidyMembership[]): number | null {
  const address = email.trim().toLowerCase();
  const domain = emailDomain(address);
  if (domain === null) return null;
  const lowest = (ids: number[]) => (ids.length > 0 ? Math.min(...ids) : null);
  const byEmail = subsidies.filter((s) => s.emails.some((e) => e.trim().toLowerCase() === address)).map((s) => s.subsidyId);
  if (byEmail.length > 0) return lowest(byEmail);
  const normalise = (d: string) => d.trim().toLowerCase().replace(/^@/, '');
  return lowest(subsidies.filter((s) => s.domains.some((d) => normalise(d) === domain)).map((s) => s.subsidyId));
}

/**
 * What is left of an employee's subsidy on one delivery day (dailyRemainderAmounts): the day's cap
 * (`employerCap`: the smaller of `maxTotalAmount` and `maxRebate`, per day) less what the day's
 * orders already used, never below zero; null when the subsidy has no daily cap (neither set, or
 * caps that apply per order).
 */
export function dailyRemainder(subsidy: Pick<Subsidy, 'maxTotalAmount' | 'maxRebate' | 'perDeliveryDay'>, used: Cents): Cents | null {
  const cap = employerCap(subsidy);
  if (cap == null || !subsidy.perDeliveryDay) return null;
  return Math.max(0, cap - Math.max(0, used));
}

/**
 * How many subsidised items an employee has left on one delivery day: `maxProductCount` less the
 * items the day's orders already had subsidised, never below zero; null when the count caps per
 * order (or there is none).
 */
export function dailyCountRemainder(subsidy: Pick<Subsidy, 'maxProductCount' | 'perDeliveryDay'>, usedCount: number): number | null {
  if (subsidy.maxProductCount == null || !subsidy.perDeliveryDay) return null;
  return Math.max(0, subsidy.maxProductCount - Math.max(0, Math.floor(usedCount)));
}

/**
 * How many units of a line the employer pays something for, from what it pays for the line (the
 * count that goes against `maxProductCount` across the day's orders): the line's amount over one
 * unit's share, rounded up (a unit trimmed by the day's cap still counts), at most the quantity.
 */
export function subsidisedUnits(
  subsidy: Pick<Subsidy, 'discountPercent' | 'maxUnitAmount'>,
  line: { unitPrice: Cents; quantity: number; subsidized: Cents },
): number {
  const each = unitSubsidy(subsidy, line.unitPrice);
  if (each <= 0 || line.subsidized <= 0) return 0;
  return Math.min(Math.max(0, Math.floor(line.quantity)), Math.ceil(line.subsidized / each));
}

// ── the badge number a subsidy may require (issue 28) ───────────────────────

/** The longest badge number (external user id) an employee may give. */
export const EXTERNAL_USER_ID_MAX = 40;

const EXTERNAL_USER_ID = /^[\p{L}\p{N}](?:[\p{L}\p{N} ._/-]*[\p{L}\p{N}])?$/u;

/**
 * A badge number as typed, made canonical: trimmed, inner runs of spaces made one; null when it is
 * empty, longer than `EXTERNAL_USER_ID_MAX`, or holds anything but letters, digits, spaces, dots,
 * hyphens, underscores and slashes (and starts or ends with one of those signs).
 */
export function externalUserIdOf(typed: string): string | null {
  const value = typed.trim().replace(/\s+/g, ' ');
  if (value.length === 0 || value.length > EXTERNAL_USER_ID_MAX || !EXTERNAL_USER_ID.test(value)) return null;
  return value;
}

/**
 * Whether the employee must give a badge number before ordering: the subsidy requires an external
 * user id (`requireExternalUserId`) and the account has none yet (back-office §3).
 */
export function needsExternalUserId(subsidy: { requireExternalUserId: boolean }, externalUserId: string | null | undefined): boolean {
  return subsidy.requireExternalUserId && (externalUserId ?? '').trim().length === 0;
}
