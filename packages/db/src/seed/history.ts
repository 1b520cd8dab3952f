// A year of demo history (issue 30, ADR 381): on the embedded demo database the first start writes
// about twelve months of orders across the six store kinds, so a newcomer's back-office has real-
// looking invoices, reports, Today and kitchen numbers. Deterministic: the same demo clock (the
// Toronto day of `now`) gives the same history, drawn from a seeded generator.
//
// Every figure comes from the domain's owners: the cart's totals from `computeCartTotals` (prices by
// `unitPrice`, promotions, subsidies, delivery fees, taxes, Century Dollars), the invoice's total
// from `invoiceTotal` / `invoiceTotalOf`, a refund's effect from `figuresAfterRefund`. The rows are
// the ones the checkout, the settlement and the billing module write for the same events — paid by
// card or Interac, declined, refunded in part to Century Dollars or whole to the card, gift cards
// bought and applied, subsidised meals with their daily usage, label prints — written in bulk with
// their ids (one INSERT per table and batch), then each identity sequence moved past them.
import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  addDays,
  CENTURY_DOLLAR_METHODS,
  CENTURY_DOLLAR_PAYMENT_METHOD_ID,
  lineLabelCount,
  PAYMENT_METHOD_IDS,
  computeCartTotals,
  computeTaxes,
  figuresAfterRefund,
  GIFT_CARD_CREATED,
  GIFT_CARD_USED,
  giftCardCode,
  INVOICE_STATUS_NOTES,
  invoiceTotal,
  invoiceTotalOf,
  isGstReliefDay,
  isHoliday,
  isoWeekday,
  MIN_AMOUNT_PER_DAY_FOR_FREE_DELIVERY,
  nextProductionDay,
  orderPortions,
  torontoDate,
  torontoInstant,
  unitPrice,
  unitsUsed,
  WEEKDAYS,
  type CartGroupKey,
  type CartItemInput,
  type Holiday,
  type InvoiceFigures,
  type ProductTypeCd,
  type StoreKind,
  type Subsidy,
  type Weekday,
} from '@mijote/domain';
import type { DbHandle, Tx } from '../client.js';
import { percentOf, silentProgress, type ProgressReporter } from '../progress.js';
import {
  account,
  address,
  appSetting,
  centuryDollarTransaction,
  franchise,
  franchisePostalCode,
  giftCard,
  giftCardTransaction,
  holiday,
  invoice,
  invoiceCartDetail,
  invoiceCartDetailAddon,
  invoiceRefund,
  invoiceStatusHistory,
  labelPrint,
  payment,
  postalCode,
  product,
  productSide,
  sandboxCharge,
  sandboxRefund,
  subsidy,
  subsidyDailyUsage,
  subsidyDay,
  subsidyMobileAddress,
  subsidyProductPrice,
  type AddressSnapshot,
} from '../schema/index.js';
import { DEMO_ACCOUNTS, SEED_MARKER_KEY } from './apply.js';

export const HISTORY_MARKER_KEY = 'seed.history';
export const HISTORY_VERSION = 1;
/** How many days back the demo history goes (its orders are delivered from then to tomorrow). */
export const HISTORY_DAYS = 365;
/** The generated customers (e-mails at exemple.test; no password: staff reach them by master login). */
const CUSTOMERS = 520;

// ── a seeded generator: the same demo day, the same history ────────────────
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** a count with mean `mean` (Poisson, Knuth's method; means here stay small) */
  poisson(mean: number): number;
}
function rngOf(seed: number): Rng {
  const next = mulberry32(seed);
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    poisson(mean) {
      const l = Math.exp(-mean);
      let k = 0;
      let p = 1;
      do {
        k++;
        p *= next();
      } while (p > l);
      return k - 1;
    },
  };
}

// ── names and streets of the West Island and Montreal ─────────────────────
// prettier-ignore
const FIRST = [
  'Marie', 'Louis', 'Camille', 'Félix', 'Léa', 'William', 'Chloé', 'Nathan', 'Émilie', 'Gabriel', 'Sarah', 'Olivier', 'Jade',
  'Thomas', 'Rosalie', 'Samuel', 'Florence', 'Alexis', 'Juliette', 'Antoine', 'Maude', 'Jacob', 'Laurence', 'Mathis', 'Audrey',
  'David', 'Emma', 'Xavier', 'Noémie', 'Raphaël', 'Catherine', 'Vincent', 'Isabelle', 'Patrick', 'Nadia', 'Daniel', 'Sophie',
  'Michael', 'Jennifer', 'Ahmed', 'Yasmine', 'Wei', 'Mei', 'Karim', 'Priya', 'Jean-François', 'Marc-André', 'Ève', 'Mathieu',
  'Annie',
] as const;
// prettier-ignore
const LAST = [
  'Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Gagné', 'Ouellet', 'Pelletier',
  'Bélanger', 'Lévesque', 'Bergeron', 'Leblanc', 'Paquette', 'Girard', 'Simard', 'Boucher', 'Caron', 'Beaulieu', 'Cloutier',
  'Dubé', 'Poirier', 'Fournier', 'Lapointe', 'Leclerc', 'Lefebvre', 'Poulin', 'Thibault', 'St-Pierre', 'Nadeau', 'Martin',
  'Landry', 'Martel', 'Smith', 'Brown', 'MacDonald', 'Wilson', 'Nguyen', 'Haddad', 'Chen', 'Singh', 'Rossi', 'Papadopoulos',
  'Kowalski', 'Benali', 'Dufour', 'Arsenault',
] as const;
// prettier-ignore
const STREETS = [
  'boulevard Saint-Jean', 'avenue Donegani', 'rue Cartier', 'boulevard des Sources', 'chemin du Bord-du-Lac', 'avenue Cherrier',
  'rue Sainte-Anne', 'boulevard Hymus', 'avenue Lakeview', 'rue Stillview', 'boulevard Brunswick', 'rue Westwood',
  'avenue Dorval', 'chemin Lakeshore', 'rue Centre-Commercial', 'boulevard Gouin Ouest', 'rue Victoria', 'avenue Kirkland',
  'rue Monk', 'rue Beaconsfield',
] as const;
const DECLINE_TEXTS = ['Do not honour', 'Insufficient funds', 'Card expired'] as const;
const REFUND_REASONS = [
  'Plat manquant à la livraison',
  'Repas arrivé froid',
  'Mauvais accompagnement livré',
  'Livraison en retard, geste commercial',
  'Erreur de commande, client remboursé',
] as const;
const CARD_BRANDS = ['VISA', 'VISA', 'VISA', 'MC', 'MC', 'AMEX'] as const;

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

// ── what the seed wrote, read back ─────────────────────────────────────────
interface Dish {
  id: number;
  category: string;
  type: ProductTypeCd;
  price: number;
  kidsPrice: number | null;
  familyPackPrice: number | null;
  taxable: boolean;
  allowGstTaxRebate: boolean;
  internal: boolean;
  sides: number[];
  subsidyPrices: { subsidyId: number; price: number }[];
}
interface Customer {
  id: number;
  lang: 'en' | 'fr';
  name: string;
  snapshot: AddressSnapshot;
  addressId: number | null;
  postal: string;
  homeFee: number;
  cateringFee: number;
  card: { brand: string; last4: string };
  /** Century Dollars, as the history's own ledger rows left them up to the order being written */
  balance: number;
  /** credits dated after the order being written (a refund the next day, a gift card applied later) */
  pending: PendingCredit[];
  /** credits and debits posted, in time order (ids are given when the rows are written) */
  posted: (typeof centuryDollarTransaction.$inferInsert)[];
  subsidyId: number | null;
  mobileAddressId: number | null;
  /** demo accounts keep their own Century Dollars: the history neither credits nor spends them */
  keepsCredit: boolean;
}
interface PendingCredit {
  at: Date;
  row: typeof centuryDollarTransaction.$inferInsert;
}
interface Corporate {
  id: number;
  rules: Subsidy;
  franchiseId: number | null;
  mobileAddressIds: number[];
  waiveShipping: boolean;
  employees: Customer[];
}

// ── the rows, as the history builds them ───────────────────────────────────
type InvoiceInsert = typeof invoice.$inferInsert;
type LineInsert = typeof invoiceCartDetail.$inferInsert;
interface Rows {
  accounts: (typeof account.$inferInsert)[];
  addresses: (typeof address.$inferInsert)[];
  invoices: InvoiceInsert[];
  lines: LineInsert[];
  addons: (typeof invoiceCartDetailAddon.$inferInsert)[];
  payments: (typeof payment.$inferInsert)[];
  refunds: (typeof invoiceRefund.$inferInsert)[];
  history: (typeof invoiceStatusHistory.$inferInsert)[];
  credits: (typeof centuryDollarTransaction.$inferInsert)[];
  giftCards: (typeof giftCard.$inferInsert)[];
  giftCardMoves: (typeof giftCardTransaction.$inferInsert)[];
  charges: (typeof sandboxCharge.$inferInsert)[];
  processorRefunds: (typeof sandboxRefund.$inferInsert)[];
  usage: Map<string, typeof subsidyDailyUsage.$inferInsert>;
  labels: (typeof labelPrint.$inferInsert)[];
}

/** The store kinds' daily order counts (means, before the season and the weekday). */
const DAILY_MEAN: Record<StoreKind, number> = {
  mealDelivery: 9,
  restaurant: 6,
  corporate: 4,
  mobile: 2.2,
  catering: 1.1,
  generic: 0.6,
};

export interface HistoryOptions {
  now: Date;
  onProgress?: ProgressReporter;
  /** days back (default a year); tests ask for fewer */
  days?: number;
  /**
   * How many times the demo's business (default 1: ~7,200 orders a year, ~580 customers); the
   * year-volume bench asks for ~21 (~150,000 invoices, ~12,000 customers; issue 31).
   */
  scale?: number;
}

/**
 * Writes the demo history once (after the demo seed; the `seed.history` marker is written in the
 * same transaction). Answers whether it wrote it and how many invoices.
 */
export async function generateDemoHistory(handle: DbHandle, opts: HistoryOptions): Promise<{ applied: boolean; invoices: number }> {
  const report = opts.onProgress ?? silentProgress;
  const marker = await handle.db.select({ key: appSetting.key }).from(appSetting).where(eq(appSetting.key, HISTORY_MARKER_KEY));
  if (marker.length > 0) return { applied: false, invoices: 0 };
  const seeded = await handle.db.select({ key: appSetting.key }).from(appSetting).where(eq(appSetting.key, SEED_MARKER_KEY));
  if (seeded.length === 0) throw new Error('the demo history needs the demo seed first');
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7345003)`);
    if ((await tx.select({ key: appSetting.key }).from(appSetting).where(eq(appSetting.key, HISTORY_MARKER_KEY))).length > 0)
      return { applied: false, invoices: 0 };
    const started = Date.now();
    const today = torontoDate(opts.now);
    const days = opts.days ?? HISTORY_DAYS;
    const rng = rngOf(seedOf(`mijote-history:${today}`));
    const world = await readWorld(tx, opts.scale ?? 1);
    const ids = await nextIds(tx);
    const rows: Rows = {
      accounts: [],
      addresses: [],
      invoices: [],
      lines: [],
      addons: [],
      payments: [],
      refunds: [],
      history: [],
      credits: [],
      giftCards: [],
      giftCardMoves: [],
      charges: [],
      processorRefunds: [],
      usage: new Map(),
      labels: [],
    };
    const customers = makeCustomers(rng, world, ids, rows, opts.now, days);
    report(`demo history: ${customers.regular.length + customers.corporate.length} customers; ${days} days of orders to write`, {
      customers: customers.regular.length,
    });

    // orders by the day they are delivered (or picked up), oldest first, to the next production day
    // (tomorrow, unless a holiday closes it: the kitchen's next sheet always has its orders)
    const orders: PlannedOrder[] = [];
    const last = nextProductionDay(today, world.holidays);
    for (let day = addDays(today, -days); day <= last; day = addDays(day, 1)) {
      const dayRng = rngOf(seedOf(`mijote-history:${today}:${day}`));
      orders.push(...planDay(dayRng, world, customers, day, today, opts.now));
    }
    orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const step = Math.max(1, Math.ceil(orders.length / 5));
    orders.forEach((o, n) => {
      writeOrder(rngOf(seedOf(`mijote-history:${today}:order:${n}`)), world, ids, rows, o, opts.now);
      if ((n + 1) % step === 0 || n + 1 === orders.length)
        report(`demo history: ${percentOf(n + 1, orders.length)}% of ${orders.length} orders priced`, { orders: n + 1 });
    });
    // the credits still ahead of the last order (all before now), then the ledger in time order
    for (const c of [...customers.regular, ...customers.corporate]) {
      settleCredits(c, opts.now);
      rows.credits.push(...c.posted);
    }
    rows.credits.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
    for (const r of rows.credits) r.id = ids.credit++;
    labelPrints(rows, world, ids, today, days);

    await insertAll(tx, rows, report);
    await moveSequences(tx);
    await tx.insert(appSetting).values({
      key: HISTORY_MARKER_KEY,
      value: { version: HISTORY_VERSION, appliedAt: opts.now.toISOString(), days, invoices: rows.invoices.length },
    });
    report(`demo history: ${rows.invoices.length} orders over ${days} days written in ${((Date.now() - started) / 1000).toFixed(1)} s`, {
      invoices: rows.invoices.length,
      ms: Date.now() - started,
    });
    return { applied: true, invoices: rows.invoices.length };
  });
}

interface World {
  scale: number;
  dishes: Dish[];
  byStore: Record<StoreKind, Dish[]>;
  giftCardProducts: Dish[];
  franchises: { id: number; zones: { code: string; fee: number }[] }[];
  zones: { code: string; city: string; homeFee: number; cateringFee: number }[];
  /** the company-wide holidays: no delivery, no order */
  holidays: Holiday[];
  corporates: Corporate[];
  demoCustomers: { id: number; email: string; firstName: string; lastName: string; lang: 'en' | 'fr' }[];
  staffId: number | null;
  usedCodes: Set<string>;
}

async function readWorld(tx: Tx, scale: number): Promise<World> {
  const products = await tx.select().from(product).where(eq(product.statusCd, 'A'));
  const sides = await tx.select().from(productSide);
  const prices = await tx.select().from(subsidyProductPrice);
  const dishes: Dish[] = products.map((p) => ({
    id: p.id,
    category: p.categoryCd,
    type: p.typeCd as ProductTypeCd,
    price: p.priceCents,
    kidsPrice: p.kidsPriceCents,
    familyPackPrice: p.familyPackPriceCents,
    taxable: p.taxable,
    allowGstTaxRebate: p.allowGstTaxRebate,
    internal: p.isInternalUse,
    sides: sides.filter((s) => s.productId === p.id).map((s) => s.sideProductId),
    subsidyPrices: prices.filter((s) => s.productId === p.id).map((s) => ({ subsidyId: s.subsidyId, price: s.priceCents })),
  }));
  const sold = (category: string, skip: readonly string[] = []) =>
    dishes.filter((d) => d.category === category && !d.internal && !skip.includes(d.type) && d.price > 0);
  // lunch boxes need their choices and the catering menu's options: the history orders the rest
  const byStore: Record<StoreKind, Dish[]> = {
    mealDelivery: sold('M'),
    catering: sold('C', ['LB']),
    restaurant: sold('R'),
    corporate: sold('R'),
    mobile: sold('R'),
    generic: sold('S'),
  };
  const giftCardProducts = dishes.filter((d) => d.category === 'S' && d.type === 'GC' && d.price > 0);
  const fr = await tx.select({ id: franchise.id }).from(franchise).where(eq(franchise.enabled, true));
  const frZones = await tx.select().from(franchisePostalCode);
  const zones = (await tx.select().from(postalCode).where(eq(postalCode.enabled, true))).map((z) => ({
    code: z.code,
    city: z.city ?? 'Pointe-Claire',
    homeFee: z.homeDeliveryFeeCents,
    cateringFee: z.cateringDeliveryFeeCents,
  }));
  const holidays = await tx.select().from(holiday);
  const subs = await tx.select().from(subsidy).where(eq(subsidy.enabled, true));
  const subDays = await tx.select().from(subsidyDay);
  const stops = await tx.select().from(subsidyMobileAddress);
  const corporates: Corporate[] = subs.map((s) => ({
    id: s.id,
    rules: {
      id: s.id,
      discountPercent: s.discountPercent,
      maxUnitAmount: s.maxUnitAmountCents,
      maxProductCount: s.maxProductCount,
      maxTotalAmount: s.maxTotalAmountCents,
      maxRebate: s.maxRebateCents,
      perDeliveryDay: s.perDeliveryDay,
      daysOfWeek: subDays
        .filter((d) => d.subsidyId === s.id)
        .map((d) => WEEKDAYS[d.day - 1])
        .filter((d): d is Weekday => d !== undefined),
    },
    franchiseId: s.isOnSite ? s.franchiseId : null,
    mobileAddressIds: s.isOnSite ? [] : stops.filter((a) => a.subsidyId === s.id).map((a) => a.id),
    waiveShipping: s.waiveShipping,
    employees: [],
  }));
  const people = await tx
    .select({
      id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      userType: account.userTypeCd,
      master: account.isMasterLogin,
      lang: account.preferredLanguage,
    })
    .from(account);
  const codes = await tx.select({ code: giftCard.code }).from(giftCard);
  return {
    scale,
    dishes,
    byStore,
    giftCardProducts,
    franchises: fr.map((f) => ({
      id: f.id,
      zones: frZones.filter((z) => z.franchiseId === f.id).map((z) => ({ code: z.code, fee: z.deliveryFeeCents })),
    })),
    zones,
    holidays: holidays.filter((h) => h.franchiseId === null).map((h) => ({ day: h.day, month: h.month })),
    corporates,
    demoCustomers: people
      .filter((p) => DEMO_ACCOUNTS.some((d) => d.role === 'customer' && d.email === p.email))
      .map((p) => ({ id: p.id, email: p.email, firstName: p.firstName, lastName: p.lastName, lang: p.lang })),
    staffId: people.find((p) => p.userType === 'SU')?.id ?? null,
    usedCodes: new Set(codes.map((c) => c.code)),
  };
}

interface Ids {
  account: number;
  address: number;
  invoice: number;
  line: number;
  addon: number;
  payment: number;
  refund: number;
  history: number;
  credit: number;
  giftCard: number;
  giftCardMove: number;
  label: number;
}
const SEQUENCED: Record<keyof Ids, string> = {
  account: 'account',
  address: 'address',
  invoice: 'invoice',
  line: 'invoice_cart_detail',
  addon: 'invoice_cart_detail_addon',
  payment: 'payment',
  refund: 'invoice_refund',
  history: 'invoice_status_history',
  credit: 'century_dollar_transaction',
  giftCard: 'gift_card',
  giftCardMove: 'gift_card_transaction',
  label: 'label_print',
};

async function nextIds(tx: Tx): Promise<Ids> {
  const out = {} as Ids;
  for (const [key, table] of Object.entries(SEQUENCED) as [keyof Ids, string][]) {
    const found = await tx.execute<{ n: number }>(sql.raw(`select coalesce(max(id), 0)::int as n from ${table}`));
    out[key] = ((found as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) + 1;
  }
  return out;
}

async function moveSequences(tx: Tx): Promise<void> {
  for (const table of Object.values(SEQUENCED))
    await tx.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest(coalesce((select max(id) from ${table}), 0), 1))`),
    );
}

function makeCustomers(
  rng: Rng,
  world: World,
  ids: Ids,
  rows: Rows,
  now: Date,
  days: number,
): { regular: Customer[]; corporate: Customer[]; /** running sums of the customers' weights */ weights: number[] } {
  const regular: Customer[] = [];
  const corporate: Customer[] = [];
  const zones = world.zones.length > 0 ? world.zones : [{ code: 'H9R', city: 'Pointe-Claire', homeFee: 599, cateringFee: 1500 }];
  const person = (n: number, domain: string, subsidyId: number | null, mobileAddressId: number | null): Customer => {
    const first = FIRST[(n * 7 + rng.int(0, FIRST.length - 1)) % FIRST.length]!;
    const last = LAST[(n * 13 + rng.int(0, LAST.length - 1)) % LAST.length]!;
    const zone = rng.pick(zones);
    const postal = `${zone.code.slice(0, 3)} ${rng.int(1, 9)}${'ABCEGHJKLMNPRSTVWXYZ'[rng.int(0, 19)]}${rng.int(1, 9)}`;
    const lang: 'en' | 'fr' = rng.chance(0.62) ? 'fr' : 'en';
    const id = ids.account++;
    const created = new Date(now.getTime() - rng.int(days, days + 900) * 86_400_000);
    rows.accounts.push({
      id,
      firstName: first,
      lastName: last,
      email: `${ascii(first)}.${ascii(last)}.${n}@${domain}`,
      emailVerifiedAt: created,
      preferredLanguage: lang,
      emailOptIn: rng.chance(0.4),
      phone: `514-555-${String(1000 + n).slice(-4)}`,
      subsidyId,
      subsidyMobileAddressId: mobileAddressId,
      isBillingAddressComplete: true,
      origin: 'demo-history',
      createdAt: created,
      updatedAt: created,
    });
    const line1 = `${rng.int(10, 4999)}, ${rng.pick(STREETS)}`;
    const snapshot: AddressSnapshot = {
      name: `${first} ${last}`,
      line1,
      city: zone.city,
      province: 'QC',
      postalCode: postal,
      country: 'CA',
      phone: `514-555-${String(1000 + n).slice(-4)}`,
    };
    const addressId = ids.address++;
    rows.addresses.push({
      id: addressId,
      accountId: id,
      addressType: 'S',
      name: snapshot.name,
      line1,
      city: zone.city,
      postalCode: postal,
      phone: snapshot.phone,
      isDefault: true,
      createdAt: created,
      updatedAt: created,
    });
    return {
      id,
      lang,
      name: snapshot.name,
      snapshot,
      addressId,
      postal: postal.replace(' ', ''),
      homeFee: zone.homeFee,
      cateringFee: zone.cateringFee,
      card: { brand: rng.pick(CARD_BRANDS), last4: String(rng.int(1000, 9999)) },
      balance: 0,
      pending: [],
      posted: [],
      subsidyId,
      mobileAddressId,
      keepsCredit: false,
    };
  };
  const customers = Math.round(CUSTOMERS * world.scale);
  for (let n = 1; n <= customers; n++) regular.push(person(n, 'exemple.test', null, null));
  let n = customers;
  for (const c of world.corporates) {
    const count = Math.round((c.franchiseId !== null ? 40 : 24) * world.scale);
    for (let k = 0; k < count; k++) {
      const e = person(++n, c.franchiseId !== null ? 'novatech.exemple.test' : 'aerotech.exemple.test', c.id, null);
      e.mobileAddressId = c.mobileAddressIds.length > 0 ? rng.pick(c.mobileAddressIds) : null;
      rows.accounts[rows.accounts.length - 1]!.subsidyMobileAddressId = e.mobileAddressId;
      c.employees.push(e);
      corporate.push(e);
    }
  }
  // the demo customer has a year of orders too (paid by card, their own Century Dollars untouched)
  for (const d of world.demoCustomers)
    regular.unshift({
      id: d.id,
      lang: d.lang,
      name: `${d.firstName} ${d.lastName}`,
      snapshot: {
        name: `${d.firstName} ${d.lastName}`,
        line1: '230, boulevard Hymus',
        city: 'Pointe-Claire',
        province: 'QC',
        postalCode: 'H9R 1E9',
        country: 'CA',
      },
      addressId: null,
      postal: 'H9R1E9',
      homeFee: zones[0]!.homeFee,
      cateringFee: zones[0]!.cateringFee,
      card: { brand: 'VISA', last4: '4242' },
      balance: 0,
      pending: [],
      posted: [],
      subsidyId: null,
      mobileAddressId: null,
      keepsCredit: true,
    });
  // some customers order every week, most now and then (weights ~ 1/rank)
  let sum = 0;
  const weights = regular.map((_, i) => (sum += 1 / (i + 3)));
  return { regular, corporate, weights };
}

interface PlannedOrder {
  store: StoreKind;
  customer: Customer;
  day: string;
  createdAt: Date;
  franchiseId: number | null;
  procedure: 'delivery' | 'pickup' | 'eat-in';
  corporate: Corporate | null;
  giftCard: boolean;
}

/** A customer drawn by weight: `cumulative` holds the running sums of the weights (a binary search, for the year-volume scale). */
function pickWeighted(rng: Rng, items: readonly Customer[], cumulative: readonly number[]): Customer {
  const r = rng.next() * cumulative[cumulative.length - 1]!;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! >= r) hi = mid;
    else lo = mid + 1;
  }
  return items[lo]!;
}

/** When an order for `day` was placed: days ahead for meal delivery and catering, the same day at a bistro. */
function placedAt(rng: Rng, store: StoreKind, day: string, now: Date): Date | null {
  const sameDay = store === 'restaurant' || store === 'generic';
  const ahead = store === 'mealDelivery' ? rng.int(1, 5) : store === 'catering' ? rng.int(3, 12) : sameDay ? 0 : rng.int(0, 1);
  const hour = sameDay ? rng.int(10, 19) : rng.int(7, 21);
  const at = torontoInstant(
    addDays(day, -ahead),
    `${String(hour).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
  );
  if (at.getTime() < now.getTime()) return at;
  // a bistro's order later today is not placed yet; an order for today or tomorrow was placed before now
  return sameDay ? null : new Date(now.getTime() - rng.int(20, 60 * 30) * 60_000);
}

function planDay(
  rng: Rng,
  world: World,
  customers: ReturnType<typeof makeCustomers>,
  day: string,
  today: string,
  now: Date,
): PlannedOrder[] {
  const [, month, dom] = day.split('-').map(Number) as [number, number, number];
  if (isHoliday(day, world.holidays)) return [];
  const weekday = isoWeekday(day);
  const weekend = weekday >= 6;
  const doy = (month - 1) * 30.5 + dom;
  const season = 1 + 0.18 * Math.cos((2 * Math.PI * (doy - 20)) / 365);
  const summer = month === 7 || month === 8;
  const december = month === 12;
  const out: PlannedOrder[] = [];
  const plan = (store: StoreKind, mean: number, make: () => Omit<PlannedOrder, 'store' | 'day' | 'createdAt'>) => {
    const count = rng.poisson(mean * world.scale);
    for (let k = 0; k < count; k++) {
      const o = make();
      const createdAt = placedAt(rng, store, day, now);
      // a bistro's order for tomorrow is placed tomorrow: not yet
      if (createdAt === null || ((store === 'restaurant' || store === 'generic') && day > today)) continue;
      out.push({ ...o, store, day, createdAt });
    }
  };
  const regular = () => pickWeighted(rng, customers.regular, customers.weights);
  plan('mealDelivery', DAILY_MEAN.mealDelivery * season * (weekend ? 0.7 : 1), () => ({
    customer: regular(),
    franchiseId: null,
    procedure: 'delivery',
    corporate: null,
    giftCard: false,
  }));
  for (const f of world.franchises)
    plan('restaurant', (DAILY_MEAN.restaurant / Math.max(1, world.franchises.length)) * season * (weekend ? 1.3 : 1), () => {
      const procedure = rng.chance(0.55) ? 'pickup' : rng.chance(0.5) && f.zones.length > 0 ? 'delivery' : 'eat-in';
      return { customer: regular(), franchiseId: f.id, procedure, corporate: null, giftCard: false };
    });
  if (!weekend)
    for (const c of world.corporates) {
      const store: StoreKind = c.franchiseId !== null ? 'corporate' : 'mobile';
      if (c.employees.length === 0) continue;
      const wd = WEEKDAYS[weekday - 1]!;
      if (c.rules.daysOfWeek.length > 0 && !c.rules.daysOfWeek.includes(wd)) continue;
      const taken = new Set<number>();
      plan(store, DAILY_MEAN[store] * (summer ? 0.55 : 1), () => {
        let e = rng.pick(c.employees);
        for (let tries = 0; taken.has(e.id) && tries < 5; tries++) e = rng.pick(c.employees);
        taken.add(e.id);
        return { customer: e, franchiseId: c.franchiseId, procedure: 'delivery', corporate: c, giftCard: false };
      });
    }
  if (!weekend)
    plan('catering', DAILY_MEAN.catering * (december ? 2.2 : summer ? 0.6 : 1), () => ({
      customer: regular(),
      franchiseId: null,
      procedure: 'delivery',
      corporate: null,
      giftCard: false,
    }));
  plan('generic', DAILY_MEAN.generic * (december ? 3.5 : 1), () => ({
    customer: regular(),
    franchiseId: null,
    procedure: 'delivery',
    corporate: null,
    giftCard: world.giftCardProducts.length > 0 && rng.chance(0.45),
  }));
  // the same employee orders once a day: drop the repeats
  const seen = new Set<string>();
  return out.filter((o) => {
    if (!o.corporate) return true;
    const key = `${o.customer.id}:${o.day}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface Line {
  dish: Dish;
  item: CartItemInput;
  kind: 'meal' | 'kids' | 'familyPack';
  sides: number[];
}

function chooseLines(rng: Rng, world: World, o: PlannedOrder): Line[] {
  const menu = o.giftCard ? world.giftCardProducts : world.byStore[o.store];
  if (menu.length === 0) return [];
  const count =
    o.giftCard || o.corporate
      ? rng.int(1, o.corporate ? 2 : 1)
      : o.store === 'mealDelivery'
        ? rng.int(2, 6)
        : o.store === 'catering'
          ? rng.int(2, 4)
          : rng.int(1, 3);
  const chosen = new Map<number, Line>();
  for (let k = 0; k < count; k++) {
    const dish = rng.pick(menu);
    if (chosen.has(dish.id)) continue;
    const kind =
      o.store === 'mealDelivery' && dish.familyPackPrice !== null && rng.chance(0.12)
        ? 'familyPack'
        : o.store === 'mealDelivery' && dish.kidsPrice !== null && rng.chance(0.1)
          ? 'kids'
          : 'meal';
    const price = unitPrice(
      { price: dish.price, kidsPrice: dish.kidsPrice, familyPackPrice: dish.familyPackPrice, subsidyPrices: dish.subsidyPrices },
      { kind, fullPortion: true, subsidyId: o.corporate?.id ?? null },
    );
    if (price === null) continue;
    const quantity =
      o.store === 'catering'
        ? dish.price >= 5000
          ? rng.int(1, 3)
          : rng.int(6, 20)
        : o.corporate || o.giftCard
          ? 1
          : rng.chance(0.7)
            ? 1
            : rng.int(2, 3);
    chosen.set(dish.id, {
      dish,
      kind,
      sides: dish.sides.length > 0 ? [rng.pick(dish.sides)] : [],
      item: {
        productId: dish.id,
        productType: dish.type,
        kind,
        quantity,
        unitPrice: price,
        taxable: dish.taxable,
        allowGstTaxRebate: dish.allowGstTaxRebate,
      },
    });
  }
  return [...chosen.values()];
}

function groupKeyOf(o: PlannedOrder): CartGroupKey {
  if (o.store === 'mealDelivery') return WEEKDAYS[isoWeekday(o.day) - 1]!;
  if (o.store === 'catering') return 'catering';
  if (o.store === 'generic') return 'generic';
  return 'restaurant';
}

function writeOrder(rng: Rng, world: World, ids: Ids, rows: Rows, o: PlannedOrder, now: Date): void {
  const lines = chooseLines(rng, world, o);
  if (lines.length === 0) return;
  const c = o.customer;
  const key = groupKeyOf(o);
  const zone = o.franchiseId !== null ? world.franchises.find((f) => f.id === o.franchiseId)?.zones[0] : undefined;
  const delivers = o.procedure === 'delivery' && o.store !== 'generic' && !o.corporate;
  const at = o.createdAt;
  settleCredits(c, at);
  // how it goes: paid (by card, ~14 % by Interac), a card declined now and then, a recent Interac left unpaid
  const interac = !o.corporate && rng.chance(0.14);
  const declined = !interac && rng.chance(0.03);
  const unpaid = interac && now.getTime() - at.getTime() < 25 * 60_000;
  // a customer with Century Dollars from an earlier refund or gift card spends them on a paid order (never the demo customer's own)
  const useCredit = !c.keepsCredit && c.balance > 0 && !o.giftCard && !declined && !unpaid;
  const totals = computeCartTotals(
    {
      groups: { [key]: lines.map((l) => l.item) },
      checkoutProcedure: o.procedure,
      tipAmount: o.store === 'restaurant' && o.procedure !== 'eat-in' && rng.chance(0.4) ? rng.pick([200, 300, 500]) : 0,
      homeDeliveryFees: delivers && o.store === 'mealDelivery' ? c.homeFee : 0,
      cateringDeliveryFees: delivers && o.store === 'catering' ? c.cateringFee : 0,
      restaurantDeliveryFees: delivers && o.store === 'restaurant' ? (zone?.fee ?? 0) : 0,
      minAmountPerDayForFreeDelivery: MIN_AMOUNT_PER_DAY_FOR_FREE_DELIVERY,
      isDeliveryWaived: false,
      promoCode: null,
      centuryDollars: useCredit ? { editMode: true, requested: c.balance } : { editMode: false, requested: 0 },
    },
    {
      store: o.store,
      isMaster: false,
      centuryDollarBalance: useCredit ? c.balance : 0,
      gstRelief: isGstReliefDay(torontoDate(o.createdAt)),
      ...(o.corporate
        ? {
            subsidy: {
              rules: o.corporate.rules,
              restaurantDay: WEEKDAYS[isoWeekday(o.day) - 1]!,
            },
          }
        : {}),
    },
  );
  const id = ids.invoice++;
  const discount = totals.promotion.discount;
  const total = invoiceTotal({
    cartDetails: lines.map((l) => ({ amount: l.item.unitPrice, quantity: l.item.quantity })),
    tip: totals.tip,
    tax1: totals.tax1,
    tax2: totals.tax2,
    deliveryCharge: totals.deliveryFees,
    fuelSurcharge: 0,
    extraCharge: 0,
    subsidizedAmount: totals.subsidized,
    rebate: discount,
    payments: [{ paymentMethodId: CENTURY_DOLLAR_PAYMENT_METHOD_ID, amount: totals.centuryDollars }],
  });
  if (total !== totals.amountDue) throw new Error(`demo history: invoice ${id} total ${total} differs from ${totals.amountDue}`);

  const status = total === 0 ? 'P' : unpaid ? 'U' : declined ? 'D' : 'P';
  const paidAt = status === 'P' ? new Date(at.getTime() + rng.int(2, 40) * 1000) : null;
  const brand = total === 0 ? 'NONE' : interac ? 'INTERAC' : c.card.brand;
  const row: InvoiceInsert = {
    id,
    accountId: c.id,
    storeKind: o.store,
    status,
    billingAddress: c.snapshot,
    deliveryAddress: o.procedure === 'delivery' && !o.giftCard ? c.snapshot : null,
    deliveryAddressId: o.procedure === 'delivery' && !o.giftCard ? c.addressId : null,
    deliveryPostalCode: o.procedure === 'delivery' && !o.giftCard ? c.postal : null,
    deliveryDate: o.store === 'generic' ? null : o.day,
    deliveryTime: o.store === 'catering' ? `${rng.int(10, 12)}:${rng.pick(['00', '30'])}:00` : null,
    checkoutProcedure: o.procedure,
    franchiseId: o.franchiseId,
    subsidyId: o.corporate?.id ?? null,
    subsidyMobileAddressId: o.corporate ? c.mobileAddressId : null,
    promotionCode: totals.promotion.applied.join(',') || null,
    subtotalCents: totals.subTotal,
    discountCents: discount,
    taxableDiscountCents: totals.taxableDiscount,
    extraChargeCents: totals.extraCharges,
    deliveryChargeCents: totals.deliveryFees,
    tipCents: totals.tip,
    subsidizedCents: totals.subsidized,
    rebateCents: 0,
    tax1Cents: totals.tax1,
    tax2Cents: totals.tax2,
    centuryDollarsCents: totals.centuryDollars,
    totalCents: total,
    languageCd: c.lang,
    idempotencyKey: `history:${id}`,
    paymentMethod: brand as InvoiceInsert['paymentMethod'],
    numberOfPeople: o.store === 'catering' ? Math.max(...lines.map((l) => l.item.quantity)) : null,
    // the kitchen's portions of a catering or bistro slot, as the checkout counts them (ADR 221)
    portions: o.store === 'catering' || o.store === 'restaurant' ? orderPortions([{ units: unitsUsed(lines.map((l) => l.item)) }]) : null,
    site: 'mijote',
    createdAt: at,
    updatedAt: paidAt ?? at,
    paidAt,
  };
  rows.invoices.push(row);

  const subsidizedByLine = totals.subsidizedByLine[key] ?? [];
  lines.forEach((l, sortOrder) => {
    const lineId = ids.line++;
    const employer = subsidizedByLine[sortOrder] ?? 0;
    rows.lines.push({
      id: lineId,
      invoiceId: id,
      productId: l.dish.id,
      quantity: l.item.quantity,
      unitPriceCents: l.item.unitPrice,
      amountCents: l.item.unitPrice * l.item.quantity,
      subsidizedCents: employer,
      subsidizedUnits: employer > 0 ? l.item.quantity : 0,
      isFamilyPack: l.kind === 'familyPack',
      isKidsMeal: l.kind === 'kids',
      taxable: l.item.taxable,
      allowGstTaxRebate: l.item.allowGstTaxRebate,
      requiredBy: o.day,
      deliveryDay: o.store === 'mealDelivery' ? isoWeekday(o.day) : null,
      cartGroup: key,
      customizations: {
        fullPortion: true,
        sides: l.sides,
        ...(o.giftCard ? { giftCardRecipient: { name: o.customer.name, email: '', message: '' } } : {}),
      },
      sortOrder,
      createdAt: at,
    });
    for (const s of l.sides) rows.addons.push({ id: ids.addon++, cartDetailId: lineId, productId: s, quantity: 1, priceCents: 0 });
  });

  history(rows, ids, id, null, 'U', 'order-placed', at);
  if (status === 'U' && interac) {
    rows.payments.push({
      id: ids.payment++,
      invoiceId: id,
      paymentMethodId: PAYMENT_METHOD_IDS.interacOnline,
      amountCents: total,
      status: 'pending',
      createdAt: at,
      updatedAt: at,
    });
    return;
  }
  if (status === 'D' || status === 'U') {
    const paymentId = ids.payment++;
    const reference = `sbx_hist_${id}`;
    rows.payments.push({
      id: paymentId,
      invoiceId: id,
      paymentMethodId: PAYMENT_METHOD_IDS.card,
      amountCents: total,
      status: 'declined',
      processorReference: reference,
      cardBrand: c.card.brand,
      cardLast4: c.card.last4,
      errorMessage: rng.pick(DECLINE_TEXTS),
      createdAt: at,
      updatedAt: at,
    });
    rows.charges.push({ idempotencyKey: `history-${id}`, status: 'declined', transactionId: reference, amountCents: total, createdAt: at });
    history(rows, ids, id, 'U', 'D', 'payment-declined', at);
    return;
  }

  // paid: Century Dollars first, then the card or Interac for the rest
  const paid = paidAt!;
  if (totals.centuryDollars > 0) {
    c.balance -= totals.centuryDollars;
    c.posted.push({
      accountId: c.id,
      type: 'D',
      amountCents: totals.centuryDollars,
      balanceAfterCents: c.balance,
      methodCd: CENTURY_DOLLAR_METHODS.orderPayment,
      invoiceId: id,
      idempotencyKey: `invoice:${id}:debit`,
      createdAt: at,
    });
    rows.payments.push({
      id: ids.payment++,
      invoiceId: id,
      paymentMethodId: CENTURY_DOLLAR_PAYMENT_METHOD_ID,
      amountCents: totals.centuryDollars,
      status: 'approved',
      capturedAt: paid,
      createdAt: at,
      updatedAt: paid,
    });
  }
  let processorPayment: { id: number; amount: number; reference: string; methodId: number } | null = null;
  if (total > 0) {
    const paymentId = ids.payment++;
    const reference = `sbx_hist_${id}`;
    rows.payments.push({
      id: paymentId,
      invoiceId: id,
      paymentMethodId: interac ? PAYMENT_METHOD_IDS.interacOnline : PAYMENT_METHOD_IDS.card,
      amountCents: total,
      status: 'approved',
      processorReference: reference,
      cardBrand: interac ? null : c.card.brand,
      cardLast4: interac ? null : c.card.last4,
      capturedAt: paid,
      createdAt: at,
      updatedAt: paid,
    });
    rows.charges.push({
      idempotencyKey: `history-${id}`,
      status: 'approved',
      transactionId: reference,
      amountCents: total,
      cardBrand: interac ? null : c.card.brand,
      cardLast4: interac ? null : c.card.last4,
      createdAt: at,
    });
    processorPayment = {
      id: paymentId,
      amount: total,
      reference,
      methodId: interac ? PAYMENT_METHOD_IDS.interacOnline : PAYMENT_METHOD_IDS.card,
    };
  }
  history(rows, ids, id, 'U', 'P', 'payment-approved', paid);
  if (o.corporate) useSubsidy(rows, o, totals.subsidized, lines.length);
  if (o.giftCard) issueGiftCards(rng, world, ids, rows, o, lines, id, paid, now);

  // a few paid orders are refunded the day after: a dish in part to Century Dollars, or the whole card payment
  const refundAt = new Date(paid.getTime() + rng.int(18, 30) * 3_600_000);
  if (!processorPayment || o.giftCard || refundAt.getTime() > now.getTime() || !rng.chance(0.035)) return;
  const whole = rng.chance(0.35) || c.keepsCredit;
  const reason = rng.pick(REFUND_REASONS);
  const refundId = ids.refund++;
  const base = figures(row);
  if (whole) {
    const amount = processorPayment.amount;
    rows.refunds.push({
      id: refundId,
      invoiceId: id,
      paymentId: processorPayment.id,
      batch: `history-${refundId}`,
      destination: 'card',
      via: 'processor',
      amountCents: amount,
      creditCents: amount,
      status: 'done',
      reason,
      processorRefundId: `sbx_re_hist_${refundId}`,
      idempotencyKey: `history-refund-${refundId}`,
      createdByAccountId: world.staffId,
      createdAt: refundAt,
      completedAt: refundAt,
    });
    rows.processorRefunds.push({
      idempotencyKey: `history-refund-${refundId}`,
      refundId: `sbx_re_hist_${refundId}`,
      transactionId: processorPayment.reference,
      amountCents: amount,
      createdAt: refundAt,
    });
    const after = figuresAfterRefund(base, { amount, methodId: processorPayment.methodId, credit: amount });
    Object.assign(row, {
      rebateCents: after.rebate,
      totalCents: invoiceTotalOf(after),
      status: 'R',
      refundedAt: refundAt,
      updatedAt: refundAt,
    });
    history(rows, ids, id, 'P', 'R', 'refunded', refundAt, world.staffId, reason);
    return;
  }
  // one dish back as Century Dollars: its price with its taxes, at most what the card paid
  const dish = lines[0]!;
  const taxes = dish.item.taxable ? computeTaxes({ gst: dish.item.unitPrice, qst: dish.item.unitPrice }) : { tax1: 0, tax2: 0 };
  const share = dish.item.unitPrice + taxes.tax1 + taxes.tax2;
  const amount = Math.min(processorPayment.amount, share);
  rows.refunds.push({
    id: refundId,
    invoiceId: id,
    paymentId: processorPayment.id,
    batch: `history-${refundId}`,
    destination: 'century-dollars',
    via: 'century-dollars',
    amountCents: amount,
    creditCents: amount,
    status: 'done',
    reason,
    idempotencyKey: `history-refund-${refundId}`,
    createdByAccountId: world.staffId,
    createdAt: refundAt,
    completedAt: refundAt,
  });
  c.pending.push({
    at: refundAt,
    row: {
      accountId: c.id,
      type: 'C',
      amountCents: amount,
      methodCd: CENTURY_DOLLAR_METHODS.refund,
      invoiceId: id,
      note: 'order-refunded',
      idempotencyKey: `refund:${refundId}`,
      createdAt: refundAt,
    },
  });
  const after = figuresAfterRefund(base, { amount, methodId: processorPayment.methodId, credit: amount });
  Object.assign(row, { rebateCents: after.rebate, totalCents: invoiceTotalOf(after), updatedAt: refundAt });
}

/** Posts a customer's credits dated up to `at` to the ledger, in their order, with the balance after each. */
function settleCredits(c: Customer, at: Date): void {
  c.pending.sort((a, b) => a.at.getTime() - b.at.getTime());
  while (c.pending.length > 0 && c.pending[0]!.at.getTime() <= at.getTime()) {
    const p = c.pending.shift()!;
    c.balance += p.row.amountCents;
    p.row.balanceAfterCents = c.balance;
    c.posted.push(p.row);
  }
}

function figures(row: InvoiceInsert): InvoiceFigures {
  return {
    subTotal: row.subtotalCents ?? 0,
    discount: row.discountCents ?? 0,
    tip: row.tipCents ?? 0,
    tax1: row.tax1Cents ?? 0,
    tax2: row.tax2Cents ?? 0,
    deliveryCharge: row.deliveryChargeCents ?? 0,
    fuelSurcharge: row.fuelSurchargeCents ?? 0,
    extraCharge: row.extraChargeCents ?? 0,
    subsidized: row.subsidizedCents ?? 0,
    rebate: row.rebateCents ?? 0,
    centuryDollars: row.centuryDollarsCents ?? 0,
  };
}

function history(
  rows: Rows,
  ids: Ids,
  invoiceId: number,
  from: 'U' | 'P' | null,
  to: 'U' | 'P' | 'D' | 'R',
  reason: keyof typeof INVOICE_STATUS_NOTES,
  at: Date,
  by: number | null = null,
  note: string | null = null,
): void {
  rows.history.push({
    id: ids.history++,
    invoiceId,
    fromStatus: from,
    toStatus: to,
    changedByAccountId: by,
    reason: INVOICE_STATUS_NOTES[reason],
    note,
    createdAt: at,
  });
}

function useSubsidy(rows: Rows, o: PlannedOrder, employer: number, items: number): void {
  if (!o.corporate || employer <= 0) return;
  const key = `${o.corporate.id}:${o.customer.id}:${o.day}`;
  const u = rows.usage.get(key) ?? { subsidyId: o.corporate.id, accountId: o.customer.id, day: o.day, amountUsedCents: 0, productCount: 0 };
  u.amountUsedCents = (u.amountUsedCents ?? 0) + employer;
  u.productCount = (u.productCount ?? 0) + items;
  rows.usage.set(key, u);
}

function issueGiftCards(
  rng: Rng,
  world: World,
  ids: Ids,
  rows: Rows,
  o: PlannedOrder,
  lines: readonly Line[],
  invoiceId: number,
  at: Date,
  now: Date,
) {
  for (const l of lines)
    for (let n = 0; n < l.item.quantity; n++) {
      const draw = () => giftCardCode((n) => rng.int(0, n - 1));
      let code = draw();
      while (world.usedCodes.has(code)) code = draw();
      world.usedCodes.add(code);
      const id = ids.giftCard++;
      // most cards are applied by their recipient within a few weeks (they become Century Dollars)
      const usedAt = new Date(at.getTime() + rng.int(2, 40) * 86_400_000);
      const used = usedAt.getTime() < now.getTime() && rng.chance(0.7);
      rows.giftCards.push({
        id,
        code,
        amountCents: l.item.unitPrice,
        balanceCents: used ? 0 : l.item.unitPrice,
        status: used ? GIFT_CARD_USED : GIFT_CARD_CREATED,
        purchaserAccountId: o.customer.id,
        accountId: used ? o.customer.id : null,
        invoiceId,
        recipientName: o.customer.name,
        createdAt: at,
        updatedAt: used ? usedAt : at,
        usedAt: used ? usedAt : null,
      });
      if (!used || o.customer.keepsCredit) continue;
      rows.giftCardMoves.push({
        id: ids.giftCardMove++,
        giftCardId: id,
        type: 'D',
        amountCents: l.item.unitPrice,
        accountId: o.customer.id,
        createdAt: usedAt,
      });
      o.customer.pending.push({
        at: usedAt,
        row: {
          accountId: o.customer.id,
          type: 'C',
          amountCents: l.item.unitPrice,
          methodCd: CENTURY_DOLLAR_METHODS.giftCard,
          giftCardId: id,
          idempotencyKey: `gift-card:${id}:apply`,
          createdAt: usedAt,
        },
      });
    }
}

/** The kitchen printed each past day's meal-delivery labels once, and the corporate labels on weekdays (the day before, 15:30). */
function labelPrints(rows: Rows, world: World, ids: Ids, today: string, days: number): void {
  const labels = new Map<string, { 'meal-delivery': number; corp: number }>();
  const perInvoice = new Map<number, number>();
  for (const l of rows.lines)
    perInvoice.set(
      l.invoiceId,
      (perInvoice.get(l.invoiceId) ?? 0) +
        lineLabelCount({
          quantity: l.quantity,
          isFamilyPack: l.isFamilyPack ?? false,
          isKidsMeal: l.isKidsMeal ?? false,
          fullPortion: true,
        }),
    );
  for (const inv of rows.invoices) {
    if (inv.status !== 'P' || !inv.deliveryDate || inv.deliveryDate >= today) continue;
    const kind =
      inv.storeKind === 'mealDelivery' ? 'meal-delivery' : inv.storeKind === 'corporate' || inv.storeKind === 'mobile' ? 'corp' : null;
    if (!kind) continue;
    const day = labels.get(inv.deliveryDate) ?? { 'meal-delivery': 0, corp: 0 };
    day[kind] += perInvoice.get(inv.id!) ?? 0;
    labels.set(inv.deliveryDate, day);
  }
  const start = addDays(today, -days);
  for (const [day, count] of labels) {
    if (day < start) continue;
    const printedAt = torontoInstant(addDays(day, -1), '15:30:00');
    for (const kind of ['meal-delivery', 'corp'] as const)
      if (count[kind] > 0)
        rows.labels.push({
          id: ids.label++,
          kind,
          startDate: day,
          endDate: day,
          labelCount: count[kind],
          printedByAccountId: world.staffId,
          printedAt,
        });
  }
}

/**
 * One INSERT per table and batch: the rows go as one JSON parameter that PostgreSQL spreads over
 * the table's columns (`json_populate_recordset`), which PGlite parses far faster than thousands of
 * bound parameters. Only the columns the rows name are written; the others take their defaults.
 */
async function bulkInsert(tx: Tx, table: PgTable, list: readonly Record<string, unknown>[]): Promise<void> {
  if (list.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = [...new Set(list.flatMap((r) => Object.keys(r)))].filter((k) => columns[k]);
  const names = keys.map((k) => `"${columns[k]!.name}"`).join(', ');
  const name = getTableName(table);
  for (let i = 0; i < list.length; i += 5000) {
    const json = JSON.stringify(
      list
        .slice(i, i + 5000)
        .map((r) =>
          Object.fromEntries(keys.map((k) => [columns[k]!.name, r[k] instanceof Date ? (r[k] as Date).toISOString() : (r[k] ?? null)])),
        ),
    );
    await tx.execute(
      sql`insert into ${sql.identifier(name)} (${sql.raw(names)}) select ${sql.raw(names)} from json_populate_recordset(null::${sql.identifier(name)}, ${json}::json)`,
    );
  }
}

async function insertAll(tx: Tx, rows: Rows, report: ProgressReporter): Promise<void> {
  const batches: [string, PgTable, readonly Record<string, unknown>[]][] = [
    ['customers', account, rows.accounts],
    ['addresses', address, rows.addresses],
    ['invoices', invoice, rows.invoices],
    ['order lines', invoiceCartDetail, rows.lines],
    ['sides', invoiceCartDetailAddon, rows.addons],
    ['payments', payment, rows.payments],
    ['processor charges', sandboxCharge, rows.charges],
    ['refunds', invoiceRefund, rows.refunds],
    ['processor refunds', sandboxRefund, rows.processorRefunds],
    ['status changes', invoiceStatusHistory, rows.history],
    ['gift cards', giftCard, rows.giftCards],
    ['gift card moves', giftCardTransaction, rows.giftCardMoves],
    ['Century Dollar moves', centuryDollarTransaction, rows.credits],
    ['subsidised days', subsidyDailyUsage, [...rows.usage.values()]],
    ['label prints', labelPrint, rows.labels],
  ];
  for (const [what, table, list] of batches) {
    await bulkInsert(tx, table, list);
    report(`demo history: ${list.length} ${what}`, { count: list.length });
  }
  // the balances the history's ledger rows left (the demo customer's own are untouched)
  const balances = new Map<number, number>();
  for (const c of rows.credits) balances.set(c.accountId, c.balanceAfterCents ?? 0);
  const changed = [...balances.entries()];
  for (let i = 0; i < changed.length; i += 1000) {
    const chunk = changed.slice(i, i + 1000);
    await tx.execute(sql`update account a set current_century_dollar_cents = v.balance
      from (values ${sql.join(
        chunk.map(([id, balance]) => sql`(${id}::int, ${balance}::int)`),
        sql`, `,
      )}) as v(id, balance) where a.id = v.id`);
  }
}
