// Maps the demo content (./content, typed by ./content/types.ts) to tables, in one transaction
// that also records the `seed.demo` marker: applied once, a second call does nothing.
import { eq, sql } from 'drizzle-orm';
import type { DbHandle, Tx } from '../client.js';
import { createAccount, createAddress, creditCenturyDollars } from '../factories.js';
import { hashPassword } from '../password.js';
import { percentOf, silentProgress, type ProgressReporter } from '../progress.js';
import { ensureReferenceData } from '../reference-data.js';
import {
  appointmentSlot,
  appSetting,
  blog,
  blogTranslation,
  franchise,
  kitchenCapacity,
  franchisePostalCode,
  giftCard,
  giftCardTransaction,
  holiday,
  homeBanner,
  BANNER_SLOTS,
  lunchBoxChoice,
  menu,
  menuItem,
  postalCode,
  product,
  productCookingInstruction,
  productFranchise,
  productInventory,
  productNutrition,
  productSide,
  productTag,
  productTranslation,
  productVideo,
  productWeekNumber,
  promoCode,
  promotion,
  province,
  subsidy,
  subsidyDay,
  subsidyDomain,
  subsidyEmail,
  subsidyMobileAddress,
  subsidyProductDay,
  subsidyProductPrice,
  tag,
  testimonial,
} from '../schema/index.js';
import { normalizePostalCode, slotSeries, type AppointmentKind, type AppointmentTeam } from '@mijote/domain';
import type { SeedContent } from './content-shape.js';
import type { SeedProduct } from './content/types.js';
import { addDays, isoWeekNumber, mondayOf, torontoDate } from './dates.js';

export const SEED_MARKER_KEY = 'seed.demo';
export const SEED_VERSION = 1;
export const DEMO_PASSWORD = 'Mijote-demo-2026';
/** The base32 TOTP secret of the demo super user's second factor (ADR 378; demo data only). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPMIJOTEDEMO234567';
/** The demo super user's recovery codes (demo data only, each works once per database; ADR 378). */
export const DEMO_RECOVERY_CODES: readonly string[] = [
  'demo-0001',
  'demo-0002',
  'demo-0003',
  'demo-0004',
  'demo-0005',
  'demo-0006',
  'demo-0007',
  'demo-0008',
  'demo-0009',
  'demo-0010',
];

export type DemoRole = 'super user' | 'staff' | 'customer' | 'forced reset' | 'on-site employee' | 'mobile employee';
export interface DemoAccount {
  email: string;
  role: DemoRole;
  password: string;
}

/** The demo accounts the seed creates (printed by `npm start`, listed in the README). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@mijote.test', role: 'super user', password: DEMO_PASSWORD },
  { email: 'staff@mijote.test', role: 'staff', password: DEMO_PASSWORD },
  { email: 'client@mijote.test', role: 'customer', password: DEMO_PASSWORD },
  // must choose a new password at the next login (the non-dismissable forced-reset modal)
  { email: 'reset@mijote.test', role: 'forced reset', password: DEMO_PASSWORD },
  // employees of the two corporate subsidies (issue 13): Novatech's on-site cafeteria (Dorval bistro)
  // and Aerotech's mobile cafeteria (its first stop chosen); e-mails verified, so the employer pays
  { email: 'isabelle.gagnon@novatech.test', role: 'on-site employee', password: DEMO_PASSWORD },
  { email: 'sophie.tremblay@aerotech.test', role: 'mobile employee', password: DEMO_PASSWORD },
];

/** Same key for every Mijote process: concurrent first starts seed once. */
const SEED_LOCK_KEY = 7_345_002;

function need<T>(map: Map<string, T>, key: string, what: string): T {
  const v = map.get(key);
  if (v === undefined) throw new Error(`seed content: unknown ${what} '${key}'`);
  return v;
}

const TAG_COLOR: Record<number, 'orange' | 'blue' | 'primary' | undefined> = { 1: 'orange', 2: 'blue', 3: 'primary' };

export async function applySeed(
  handle: DbHandle,
  content: SeedContent,
  opts: { now: Date; onProgress?: ProgressReporter },
): Promise<{ applied: boolean }> {
  const report = opts.onProgress ?? silentProgress;
  // already seeded: nothing to hash or write (checked again under the lock below)
  if ((await handle.db.select({ key: appSetting.key }).from(appSetting).where(eq(appSetting.key, SEED_MARKER_KEY))).length > 0)
    return { applied: false };
  // Hash outside the transaction (argon2 is deliberately slow); one hash serves every demo account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await ensureReferenceData(handle.db);
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const marker = await tx.select({ key: appSetting.key }).from(appSetting).where(eq(appSetting.key, SEED_MARKER_KEY));
    if (marker.length > 0) return { applied: false };

    // each step says what it wrote, with how far the seed is (ADR 218)
    const steps = SEED_STEPS.length;
    let done = 0;
    const step = (what: string, count: number) => {
      done++;
      report(`demo data ${done}/${steps} (${percentOf(done, steps)}%): ${count} ${what}`, { step: done, steps, count });
    };
    report(`demo data: writing ${SEED_STEPS.join(', ')}`, { steps });
    const franchiseIds = await insertFranchises(tx, content);
    await insertKitchenCapacity(tx, franchiseIds);
    step('franchises', content.franchises.length);
    const subsidyIds = await insertSubsidies(tx, content, franchiseIds);
    step('subsidies', content.subsidies.length);
    await insertSite(tx, content, opts.now);
    step('site entries (postal codes, holidays, testimonials, promo and gift cards, blogs)', siteCount(content));
    const productIds = await insertCatalogue(tx, content, franchiseIds, subsidyIds);
    step('products', productIds.size);
    await insertMenus(tx, content, productIds, opts.now);
    step('menus', content.menus.length);
    await insertAccounts(tx, passwordHash, opts.now, subsidyIds);
    step('demo accounts', DEMO_ACCOUNTS.length);

    await tx.insert(appSetting).values({
      key: SEED_MARKER_KEY,
      value: { version: SEED_VERSION, appliedAt: opts.now.toISOString() },
    });
    return { applied: true };
  });
}

/** The seed's steps, in order (what its progress counts). */
const SEED_STEPS = ['franchises', 'subsidies', 'site', 'catalogue', 'menus', 'accounts'] as const;

function siteCount(c: SeedContent): number {
  return c.postalCodes.length + c.holidays.length + c.testimonials.length + c.promoCodes.length + c.giftCards.length + c.blogs.length;
}

async function insertFranchises(tx: Tx, content: SeedContent): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const f of content.franchises) {
    const [row] = await tx
      .insert(franchise)
      .values({
        slug: f.key,
        nameEn: f.name.en,
        nameFr: f.name.fr,
        company: f.address.company ?? null,
        line1: f.address.line1,
        line2: f.address.line2 ?? null,
        city: f.address.city,
        province: f.address.province,
        postalCode: f.address.postalCode,
        country: f.address.country,
        phone: f.phone,
        email: f.email,
        openingTime: f.openingTime,
        closingTime: f.closingTime,
        firstDelivery: f.firstDelivery,
        lastDelivery: f.lastDelivery,
        corporateOnly: f.corporateOnly,
        packageType: f.packageType,
        enabled: f.enabled,
        isNew: false,
        latitude: f.latitude,
        longitude: f.longitude,
      })
      .returning({ id: franchise.id });
    if (!row) throw new Error('franchise insert returned nothing');
    ids.set(f.key, row.id);
    if (f.deliveryPostalCodes.length > 0) {
      await tx.insert(franchisePostalCode).values(
        f.deliveryPostalCodes.map((p) => ({
          franchiseId: row.id,
          code: normalizePostalCode(p.code),
          deliveryFeeCents: p.deliveryFeeCents,
        })),
      );
    }
  }
  return ids;
}

/** The demo kitchens' capacity (ADR 221): catering 60 portions a slot and 300 a day; each bistro 30 a slot. */
export const DEMO_KITCHEN_CAPACITY = { catering: { slot: 60, day: 300 }, restaurant: { slot: 30 } } as const;

async function insertKitchenCapacity(tx: Tx, franchiseIds: Map<string, number>): Promise<void> {
  await tx.insert(kitchenCapacity).values([
    {
      storeKind: 'catering',
      franchiseId: null,
      slotPortions: DEMO_KITCHEN_CAPACITY.catering.slot,
      dayPortions: DEMO_KITCHEN_CAPACITY.catering.day,
    },
    ...[...franchiseIds.values()].map((franchiseId) => ({
      storeKind: 'restaurant' as const,
      franchiseId,
      slotPortions: DEMO_KITCHEN_CAPACITY.restaurant.slot,
      dayPortions: null,
    })),
  ]);
}

async function insertSubsidies(tx: Tx, content: SeedContent, franchiseIds: Map<string, number>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const s of content.subsidies) {
    const [row] = await tx
      .insert(subsidy)
      .values({
        slug: s.key,
        name: s.name,
        company: s.company,
        isOnSite: s.isOnSite,
        isNew: false,
        discountPercent: s.discountPercent,
        maxUnitAmountCents: s.maxUnitAmountCents,
        maxProductCount: s.maxProductCount,
        maxTotalAmountCents: s.maxTotalAmountCents,
        maxRebateCents: s.maxRebateCents,
        perDeliveryDay: s.perDeliveryDay,
        waiveFuel: s.waiveFuel,
        waiveShipping: s.waiveShipping,
        packageType: s.packageType,
        requireExternalUserId: s.requireExternalUserId,
        branding: s.branding,
        franchiseId: s.franchiseKey ? need(franchiseIds, s.franchiseKey, 'franchise') : null,
      })
      .returning({ id: subsidy.id });
    if (!row) throw new Error('subsidy insert returned nothing');
    ids.set(s.key, row.id);
    if (s.days.length > 0) await tx.insert(subsidyDay).values(s.days.map((day) => ({ subsidyId: row.id, day })));
    if (s.domains.length > 0) await tx.insert(subsidyDomain).values(s.domains.map((domain) => ({ subsidyId: row.id, domain })));
    if (s.emails.length > 0) await tx.insert(subsidyEmail).values(s.emails.map((e) => ({ subsidyId: row.id, ...e })));
    const stops = s.mobileAddresses ?? [];
    if (stops.length > 0) {
      await tx.insert(subsidyMobileAddress).values(
        stops.map((a, i) => ({
          subsidyId: row.id,
          name: a.name ?? '',
          company: a.company ?? null,
          line1: a.line1,
          line2: a.line2 ?? null,
          city: a.city,
          province: a.province,
          postalCode: a.postalCode,
          country: a.country,
          sortOrder: i,
        })),
      );
    }
  }
  return ids;
}

async function insertSite(tx: Tx, content: SeedContent, now: Date): Promise<void> {
  if (content.postalCodes.length > 0) {
    await tx.insert(postalCode).values(
      content.postalCodes.map((p) => ({
        code: normalizePostalCode(p.code),
        city: p.city,
        homeDeliveryFeeCents: p.homeDeliveryFeeCents,
        cateringDeliveryFeeCents: p.cateringDeliveryFeeCents,
      })),
    );
  }
  if (content.holidays.length > 0) {
    await tx.insert(holiday).values(content.holidays.map((h) => ({ day: h.day, month: h.month, nameEn: h.name.en, nameFr: h.name.fr })));
  }
  await insertAppointmentSlots(tx, now);
  if (content.testimonials.length > 0) {
    await tx.insert(testimonial).values(
      content.testimonials.map((t, i) => ({
        author: t.author,
        city: t.city,
        storeKind: t.service,
        quoteEn: t.quote.en,
        quoteFr: t.quote.fr,
        sortOrder: i,
      })),
    );
  }
  if (content.provinces.length > 0) {
    await tx
      .insert(province)
      .values(content.provinces.map((p) => ({ country: p.country, code: p.code, nameEn: p.name.en, nameFr: p.name.fr })))
      .onConflictDoUpdate({
        target: [province.country, province.code],
        set: { nameEn: sql.raw('excluded.name_en'), nameFr: sql.raw('excluded.name_fr') },
      });
  }
  if (content.promoCodes.length > 0) {
    await tx.insert(promoCode).values(
      content.promoCodes.map((p) => ({
        code: p.code.toUpperCase(),
        type: p.type,
        amount: p.amount,
        status: p.status,
        startsOn: addDays(torontoDate(now), p.startsOn.daysFromSeed),
        expiresOn: addDays(torontoDate(now), p.expiresOn.daysFromSeed),
        minimumAmountCents: p.minimumAmountCents,
        maxUses: p.maxUses,
        timesUsed: p.timesUsed,
        storeSource: p.storeSource,
        note: p.note,
      })),
    );
  }
  for (const g of content.giftCards) {
    const [row] = await tx
      .insert(giftCard)
      .values({ code: g.code.toUpperCase(), amountCents: g.amountCents, balanceCents: g.balanceCents, status: g.status })
      .returning({ id: giftCard.id });
    if (!row) throw new Error('gift card insert returned nothing');
    await tx.insert(giftCardTransaction).values({ giftCardId: row.id, type: 'C', amountCents: g.amountCents, note: 'issued' });
    if (g.balanceCents < g.amountCents) {
      await tx
        .insert(giftCardTransaction)
        .values({ giftCardId: row.id, type: 'D', amountCents: g.amountCents - g.balanceCents, note: 'demo use' });
    }
  }
  for (const b of content.blogs) {
    const [row] = await tx
      .insert(blog)
      .values({ key: b.key, illustration: b.image, author: b.author, publishedOn: b.publishedOn })
      .returning({ id: blog.id });
    if (!row) throw new Error('blog insert returned nothing');
    await tx.insert(blogTranslation).values(
      (['en', 'fr'] as const).map((lang) => ({
        blogId: row.id,
        languageCd: lang,
        slug: b.slug[lang],
        title: b.title[lang],
        description: b.summary[lang],
        body: b.body[lang],
      })),
    );
  }
  await tx.insert(homeBanner).values(BANNER_SLOTS.map((slot) => ({ slot })));
  await tx.insert(promotion).values(PROMOTIONS);
}

/** customer-side.md §9: the automatic promotions. */
const PROMOTIONS: (typeof promotion.$inferInsert)[] = [
  {
    code: 'FAMILY5',
    kind: 'family-pack-quantity',
    nameEn: '12% off 5 family packs',
    nameFr: '12 % de rabais à l’achat de 5 formats familiaux',
    descriptionEn: 'Order five family packs in the same week and save 12%.',
    descriptionFr: 'Commandez cinq formats familiaux dans la même semaine et économisez 12 %.',
    percent: 12,
    minQuantity: 5,
    storeKind: 'mealDelivery',
  },
  {
    code: 'MEALS10',
    kind: 'meal-quantity',
    nameEn: '11% off 10 meals',
    nameFr: '11 % de rabais à l’achat de 10 repas',
    descriptionEn: 'Order ten meals in the same week and save 11%.',
    descriptionFr: 'Commandez dix repas dans la même semaine et économisez 11 %.',
    percent: 11,
    minQuantity: 10,
    storeKind: 'mealDelivery',
  },
  {
    code: 'SHARE25',
    kind: 'share',
    nameEn: '25% off your next order',
    nameFr: '25 % de rabais sur votre prochaine commande',
    descriptionEn: 'Share your order on Facebook and get 25% off your next order by e-mail.',
    descriptionFr: 'Partagez votre commande sur Facebook et recevez par courriel 25 % de rabais sur la prochaine.',
    percent: 25,
  },
  {
    code: 'REFERRAL25',
    kind: 'referral',
    nameEn: '$25 for you and your friend',
    nameFr: '25 $ pour vous et votre ami',
    descriptionEn: 'Refer a friend: you both receive $25 in Century Dollars after their first order.',
    descriptionFr: 'Parrainez un ami : vous recevez chacun 25 $ en dollars Century après sa première commande.',
    amountCents: 2500,
  },
];

async function insertCatalogue(
  tx: Tx,
  content: SeedContent,
  franchiseIds: Map<string, number>,
  subsidyIds: Map<string, number>,
): Promise<Map<string, number>> {
  if (content.tags.length > 0) {
    await tx
      .insert(tag)
      .values(
        content.tags.map((t) => ({ id: t.id, color: TAG_COLOR[t.id] ?? ('neutral' as const), nameEn: t.name.en, nameFr: t.name.fr })),
      );
    // Explicit ids: move the identity past them so admin-created tags do not collide.
    await tx.execute(sql`select setval(pg_get_serial_sequence('tag', 'id'), (select max(id) from tag))`);
  }
  const ids = new Map<string, number>();
  if (content.products.length === 0) return ids;

  const rows = await tx
    .insert(product)
    .values(
      content.products.map((p, i) => ({
        slug: p.key,
        categoryCd: p.category,
        typeCd: p.type,
        statusCd: p.status ?? 'A',
        priceCents: p.priceCents,
        kidsPriceCents: p.kidsPriceCents ?? null,
        familyPackPriceCents: p.familyPackPriceCents ?? null,
        taxable: p.taxable,
        allowGstTaxRebate: p.allowGstTaxRebate ?? false,
        illustration: p.image,
        requiresSecondaryProducts: p.requiresSides ?? false,
        allowPartialStock: p.allowPartialStock ?? false,
        containerCd: p.container ?? null,
        lunchBoxChoiceCount: p.lunchBoxChoices ?? null,
        isInternalUse: p.type === 'GC' || (p.internalUse ?? false),
        sortOrder: i,
      })),
    )
    .returning({ id: product.id, slug: product.slug });
  for (const r of rows) if (r.slug) ids.set(r.slug, r.id);
  const pid = (key: string) => need(ids, key, 'product');

  const translations: (typeof productTranslation.$inferInsert)[] = [];
  const nutrition: (typeof productNutrition.$inferInsert)[] = [];
  const tags: (typeof productTag.$inferInsert)[] = [];
  const cooking: (typeof productCookingInstruction.$inferInsert)[] = [];
  const inventory: (typeof productInventory.$inferInsert)[] = [];
  const sides: (typeof productSide.$inferInsert)[] = [];
  const franchises: (typeof productFranchise.$inferInsert)[] = [];
  const subsidyPrices: (typeof subsidyProductPrice.$inferInsert)[] = [];
  const subsidyDays: (typeof subsidyProductDay.$inferInsert)[] = [];
  const videos: (typeof productVideo.$inferInsert)[] = [];
  const lunchBox: (typeof lunchBoxChoice.$inferInsert)[] = [];

  for (const p of content.products) {
    const id = pid(p.key);
    translations.push(
      { productId: id, languageCd: 'en', title: p.title.en, description: p.description.en },
      { productId: id, languageCd: 'fr', title: p.title.fr, description: p.description.fr },
    );
    if (p.nutrition) {
      nutrition.push({
        productId: id,
        calories: p.nutrition.calories,
        fatG: p.nutrition.fatG,
        proteinG: p.nutrition.proteinG,
        carbsG: p.nutrition.carbsG ?? null,
        sodiumMg: p.nutrition.sodiumMg ?? null,
      });
    }
    for (const tagId of new Set(p.tagIds ?? [])) tags.push({ productId: id, tagId });
    for (const cd of new Set(p.cookingInstructions ?? [])) cooking.push({ productId: id, cookingInstructionTypeCd: cd });
    if (p.inventory !== undefined && p.inventory !== null) inventory.push({ productId: id, quantity: p.inventory });
    (p.sideKeys ?? []).forEach((key, i) => sides.push({ productId: id, sideProductId: pid(key), sortOrder: i }));
    for (const f of p.franchises ?? []) {
      franchises.push({
        productId: id,
        franchiseId: need(franchiseIds, f.franchiseKey, 'franchise'),
        costCents: f.costCents,
        inStoreCostCents: f.inStoreCostCents,
      });
    }
    for (const s of p.subsidyPrices ?? []) {
      subsidyPrices.push({ productId: id, subsidyId: need(subsidyIds, s.subsidyKey, 'subsidy'), priceCents: s.priceCents });
    }
    for (const s of p.subsidyDays ?? []) {
      subsidyDays.push({ productId: id, subsidyId: need(subsidyIds, s.subsidyKey, 'subsidy'), day: s.day });
    }
    const vids = p.videos ?? [];
    if (vids.length > 2) throw new Error(`seed content: product '${p.key}' has more than 2 videos`);
    vids.forEach((v, i) => videos.push({ productId: id, slot: i + 1, code: v.code, type: 'YT' }));
    if (p.type === 'LB' || (p.type === 'MO' && p.lunchBoxChoices)) {
      lunchBox.push(...lunchBoxOptions(p, content.products).map((c, i) => ({ productId: id, choiceProductId: pid(c.key), sortOrder: i })));
    }
  }

  const batches: [Parameters<Tx['insert']>[0], object[]][] = [
    [productTranslation, translations],
    [productNutrition, nutrition],
    [productTag, tags],
    [productCookingInstruction, cooking],
    [productInventory, inventory],
    [productSide, sides],
    [productFranchise, franchises],
    [subsidyProductPrice, subsidyPrices],
    [subsidyProductDay, subsidyDays],
    [productVideo, videos],
    [lunchBoxChoice, lunchBox],
  ];
  for (const [table, values] of batches) {
    if (values.length > 0) await tx.insert(table).values(values as never);
  }
  return ids;
}

/**
 * What a catering lunch box lets the customer choose from (the kitchen's individual meals):
 * the hot box offers lunches, the salad box salads, the others sandwiches, wraps and salads
 * (vegetarian ones for a vegetarian box).
 */
function lunchBoxOptions(box: SeedProduct, all: SeedProduct[]): SeedProduct[] {
  const active = all.filter((p) => p.category === 'M' && (p.status ?? 'A') === 'A');
  // the morning box: breakfasts, snacks and smoothies
  if (box.type === 'MO') return active.filter((p) => p.type === 'BF' || p.type === 'SN' || p.type === 'SM');
  if (box.key.includes('hot')) return active.filter((p) => p.type === 'LU');
  if (box.key.includes('salad')) return active.filter((p) => p.type === 'SD');
  const veggie = (p: SeedProduct) => (p.tagIds ?? []).some((t) => t === VEGETARIAN_TAG || t === VEGAN_TAG);
  const vegetarianBox = veggie(box);
  return active.filter((p) => (p.type === 'WR' || p.type === 'SD') && (!vegetarianBox || veggie(p)));
}
const VEGETARIAN_TAG = 4;
const VEGAN_TAG = 5;

async function insertMenus(tx: Tx, content: SeedContent, productIds: Map<string, number>, now: Date): Promise<void> {
  const week0 = mondayOf(torontoDate(now));
  const weekNumbers = new Map<number, Set<number>>();
  for (const m of content.menus) {
    const weekStart = addDays(week0, 7 * m.week);
    const weekNumber = isoWeekNumber(weekStart);
    const [row] = await tx
      .insert(menu)
      .values({ storeKind: 'mealDelivery', weekStart, weekNumber, day: m.day, menuDate: addDays(weekStart, m.day - 1) })
      .returning({ id: menu.id });
    if (!row) throw new Error('menu insert returned nothing');
    const items = [...new Set(m.productKeys)].map((key, i) => ({
      menuId: row.id,
      productId: need(productIds, key, 'product'),
      sortOrder: i,
    }));
    if (items.length > 0) await tx.insert(menuItem).values(items);
    for (const it of items) {
      const set = weekNumbers.get(it.productId) ?? new Set<number>();
      set.add(weekNumber);
      weekNumbers.set(it.productId, set);
    }
  }
  const rows = [...weekNumbers].flatMap(([productId, weeks]) => [...weeks].map((weekNumber) => ({ productId, weekNumber })));
  if (rows.length > 0) await tx.insert(productWeekNumber).values(rows);
}

async function insertAccounts(tx: Tx, passwordHash: string, now: Date, subsidyIds: Map<string, number>): Promise<void> {
  const onsite = need(subsidyIds, 'subsidy-onsite-novatech', 'subsidy');
  const mobile = need(subsidyIds, 'subsidy-mobile-aerotech', 'subsidy');
  const [firstStop] = await tx
    .select({ id: subsidyMobileAddress.id })
    .from(subsidyMobileAddress)
    .where(eq(subsidyMobileAddress.subsidyId, mobile))
    .orderBy(subsidyMobileAddress.sortOrder, subsidyMobileAddress.id)
    .limit(1);
  // the employees have a billing address, like the demo customer: the checkout asks for one (issue 13's web stores, ADR 300)
  const isabelle = await createAccount(tx, {
    email: 'isabelle.gagnon@novatech.test',
    passwordHash,
    firstName: 'Isabelle',
    lastName: 'Gagnon',
    preferredLanguage: 'fr',
    subsidyId: onsite,
  });
  await createAddress(tx, isabelle.id, {
    addressType: 'B',
    name: 'Isabelle Gagnon',
    line1: '640, chemin de la Côte-de-Liesse',
    city: 'Dorval',
    province: 'QC',
    postalCode: 'H9P 1A3',
    country: 'CA',
    phone: '514-555-0161',
  });
  const sophie = await createAccount(tx, {
    email: 'sophie.tremblay@aerotech.test',
    passwordHash,
    firstName: 'Sophie',
    lastName: 'Tremblay',
    preferredLanguage: 'en',
    subsidyId: mobile,
    subsidyMobileAddressId: firstStop?.id ?? null,
  });
  await createAddress(tx, sophie.id, {
    addressType: 'B',
    name: 'Sophie Tremblay',
    line1: '17, rue Saint-Charles',
    city: 'Kirkland',
    province: 'QC',
    postalCode: 'H9J 2R1',
    country: 'CA',
    phone: '514-555-0162',
  });
  const admin = await createAccount(tx, {
    email: 'admin@mijote.test',
    passwordHash,
    userTypeCd: 'SU',
    firstName: 'Amélie',
    lastName: 'Bouchard',
    preferredLanguage: 'fr',
    phone: '514-555-0100',
  });
  await createAccount(tx, {
    email: 'staff@mijote.test',
    passwordHash,
    userTypeCd: 'CU',
    isMasterLogin: true,
    firstName: 'Marc',
    lastName: 'Ouellet',
    preferredLanguage: 'en',
    phone: '514-555-0101',
  });
  await createAccount(tx, {
    email: 'reset@mijote.test',
    passwordHash,
    firstName: 'Rémi',
    lastName: 'Gagnon',
    preferredLanguage: 'fr',
    forcePasswordReset: true,
  });
  const client = await createAccount(tx, {
    email: 'client@mijote.test',
    passwordHash,
    firstName: 'Chloé',
    lastName: 'Martin',
    preferredLanguage: 'en',
    emailOptIn: true,
    phone: '514-555-0188',
    cellPhone: '438-555-0177',
  });
  const billing = await createAddress(tx, client.id, {
    addressType: 'B',
    name: 'Chloé Martin',
    line1: '212, avenue Donegani',
    city: 'Pointe-Claire',
    province: 'QC',
    postalCode: 'H9R 2W3',
    country: 'CA',
    phone: '514-555-0188',
  });
  const fees = async (code: string) => {
    const found = await lookupPostalCode(tx, code);
    return { homeDeliveryFeeCents: found?.homeDeliveryFeeCents ?? null, cateringDeliveryFeeCents: found?.cateringDeliveryFeeCents ?? null };
  };
  await createAddress(tx, client.id, {
    addressType: 'S',
    name: 'Chloé Martin',
    line1: billing.line1,
    city: billing.city,
    province: billing.province,
    postalCode: billing.postalCode,
    country: billing.country,
    phone: billing.phone,
    isDefault: true,
    ...(await fees(billing.postalCode)),
  });
  await createAddress(tx, client.id, {
    addressType: 'S',
    name: 'Chloé Martin',
    company: 'Clinique dentaire du Lac',
    line1: '3100, boulevard Saint-Charles',
    line2: 'Bureau 204',
    city: 'Kirkland',
    province: 'QC',
    postalCode: 'H9H 3C3',
    country: 'CA',
    instructions: 'Reception on the 2nd floor.',
    ...(await fees('H9H 3C3')),
  });
  await creditCenturyDollars(tx, {
    accountId: client.id,
    amountCents: 2500,
    methodCd: 'RE',
    note: 'referral-welcome', // a code the profile translates (ADR 200)
    createdAt: new Date(now.getTime() - 20 * 86_400_000),
  });
  await creditCenturyDollars(tx, {
    accountId: client.id,
    amountCents: 1000,
    methodCd: 'MA',
    manualUserId: admin.id,
    note: 'Goodwill credit for a late delivery',
    createdAt: new Date(now.getTime() - 5 * 86_400_000),
  });
}

/** Meal-delivery postal match: try the code, then drop trailing characters down to the FSA. */
async function lookupPostalCode(tx: Tx, code: string) {
  const normalized = normalizePostalCode(code);
  for (let len = normalized.length; len >= 3; len--) {
    const [row] = await tx
      .select()
      .from(postalCode)
      .where(eq(postalCode.code, normalized.slice(0, len)));
    if (row) return row;
  }
  return undefined;
}

/**
 * The scheduling widget's demo slots (ADR 372): weekdays of the two weeks from the day after
 * tomorrow (the widget books from 24 h ahead), so a newcomer sees open times whatever day the seed
 * runs: catering calls 10:00–12:00 and tastings 14:00–15:00, corporate calls 13:00–14:00.
 */
async function insertAppointmentSlots(tx: Tx, now: Date): Promise<void> {
  const from = addDays(torontoDate(now), 2);
  const plan: [AppointmentKind, AppointmentTeam, string, string, 30 | 60][] = [
    ['call', 'catering', '10:00', '12:00', 30],
    ['tasting', 'catering', '14:00', '15:00', 60],
    ['call', 'corporate', '13:00', '14:00', 30],
  ];
  for (const [kind, team, startTime, endTime, durationMinutes] of plan) {
    const slots = slotSeries({ from, days: 12, weekdays: [1, 2, 3, 4, 5], startTime, endTime, durationMinutes });
    if (slots.length === 0) continue;
    await tx
      .insert(appointmentSlot)
      .values(slots.map((s) => ({ kind, team, date: s.date, startTime: s.time, durationMinutes: s.durationMinutes })));
  }
}
