// The catalogue's read model (ADR 349, issue 17). A customer's product list — a menu, the product
// list, the sides, the upsell — reads, in one prepared statement by product ids, each product's
// few facts a list decides on (status, type, internal use), its live members (stock left, the
// bistro's prices) and its stored view (`product_view`: the JSON toProduct makes, in that language
// and with those relations, cut around the live members). A stored view counts only while its
// version is the catalogue's (`catalogue_version`, moved by a trigger on every table a view is
// made of, in the writing transaction), read in the same statement. Views missing or out of date
// are made again from the product rows by toProduct, their one owner, and stored; the reply is
// then assembled as text, with no row parsed into objects nor a view serialised again.
//
// Outside production every stored view read is also made again from the rows and compared byte
// for byte (a difference fails the request): every catalogue test checks the read model against
// toProduct, including after rows written straight to the tables.
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { catalogueVersion, product, productFranchise, productInventory, productView } from '@mijote/db/schema';
import { MENU_DEFAULT_RELATED, PRODUCT_RELATED, type Product, type ProductRelated } from '@mijote/contracts';
import { CARD_RELATED } from '@mijote/contracts/plain';
import { rawJson } from '../catalogue-cache.js';
import { liveMembers, productJson, toProduct, viewParts, type Lang, type ViewParts } from '../product-view.js';
import { findProductsByIds, type ProductRow } from './repository.js';

export interface ViewOptions {
  lang: Lang;
  related: ReadonlySet<ProductRelated>;
  /** the bistro whose prices fill FranchisePriceCents */
  franchiseId?: number | undefined;
  /** what each catering box lets the customer choose (LunchBoxChoices) */
  lunchBoxChoices?: boolean;
}

/** A product of a customer list: what the list decides on, and its reply value. */
export interface ListedProduct {
  id: number;
  statusCd: string;
  typeCd: string;
  isInternalUse: boolean;
  outOfStock: boolean;
  /**
   * The product as the reply holds it, `extra`'s members after its own. From a stored view it is
   * JSON text (rawJson) that only the catalogue's reply serialiser (jsonOf) reads.
   */
  reply<E extends Record<string, unknown>>(extra?: E): Product & E;
  /** the product row, when the list was made from rows (subsidy menus price from it) */
  row?: ProductRow;
}

/** The view's key beside the product and language: the relations it holds, sorted, and the box choices. */
export function viewVariant(o: Pick<ViewOptions, 'related' | 'lunchBoxChoices'>): string {
  return [...o.related].sort().join(',') + (o.lunchBoxChoices ? '|b' : '');
}

/**
 * The relation sets whose views are stored: what the site's pages and the lists' defaults ask for
 * (the menus' default, a product card's, none for `/api/products`, the upsell's tags, the sides'
 * nutrition and tags), with and without the catering boxes' choices. Any other set a query string
 * names is made from the rows on each request and not stored, so that no one can fill the table
 * with combinations.
 */
const STORED_VARIANTS = new Set(
  ([MENU_DEFAULT_RELATED, CARD_RELATED, [], ['ProductTags'], ['Nutrition', 'ProductTags']] as (readonly ProductRelated[])[]).flatMap(
    (related) => [viewVariant({ related: new Set(related) }), viewVariant({ related: new Set(related), lunchBoxChoices: true })],
  ),
);

/**
 * The code that makes a stored view, as a stamp: the source of the functions that make and cut
 * it, and the views they make of a full sample row in both languages. A release that changes how
 * views are made gets another stamp, and reads no view stored by the code before (ADR 349).
 */
export const VIEW_SHAPE = shapeOfViews();
function shapeOfViews(): string {
  const all = new Set<ProductRelated>(PRODUCT_RELATED);
  const sample = {
    id: 7,
    categoryCd: 'M',
    typeCd: 'MD',
    statusCd: 'A',
    priceCents: 1450,
    kidsPriceCents: 950,
    familyPackPriceCents: 5200,
    taxable: true,
    allowGstTaxRebate: false,
    requiresSecondaryProducts: true,
    allowPartialStock: false,
    imageName: 'dish.webp',
    containerCd: 'BX',
    container: { code: 'BX', nameEn: 'Box', nameFr: 'Boîte' },
    lunchBoxChoiceCount: 2,
    lunchBoxChoices: [
      { choiceProductId: 9, sortOrder: 2, choice: { id: 9, statusCd: 'A', translations: [{ languageCd: 'fr', title: 'Choix' }] } },
      { choiceProductId: 8, sortOrder: 1, choice: { id: 8, statusCd: 'I', translations: [] } },
    ],
    inventory: { quantity: 3 },
    translations: [
      { languageCd: 'en', title: 'Dish', description: 'A dish' },
      { languageCd: 'fr', title: 'Plat', description: 'Un plat' },
    ],
    sides: [
      { sideProductId: 4, sortOrder: 2 },
      { sideProductId: 3, sortOrder: 1 },
    ],
    nutrition: { productId: 7, calories: 500, fatG: '12.5', proteinG: '30', carbsG: '40', sodiumMg: 800 },
    productTags: [1, 2, 3, 4].map((tagId) => ({ productId: 7, tagId, tag: { id: tagId, color: 'x', nameEn: `Tag ${tagId}`, nameFr: '' } })),
    cookingInstructions: [
      {
        productId: 7,
        cookingInstructionTypeCd: 'OV',
        type: { code: 'OV', nameEn: 'Oven', nameFr: 'Four', sortOrder: 1, instructionsEn: 'Heat', instructionsFr: '' },
      },
    ],
    videos: [{ id: 1, productId: 7, slot: 1, code: 'abc', siteCd: 'YT', type: 'R' }],
    subsidyProductDays: [{ id: 1, productId: 7, subsidyId: 2, day: 3 }],
    subsidyProductPrices: [{ id: 1, productId: 7, subsidyId: 2, priceCents: 900 }],
    franchises: [{ productId: 7, franchiseId: 5, costCents: 1600, inStoreCostCents: 1550 }],
    weekNumbers: [{ weekNumber: 3 }, { weekNumber: 1 }],
  } as unknown as ProductRow;
  const made = (['en', 'fr'] as const).map((lang) => viewParts(toProduct(sample, { lang, related: all, franchiseId: 5 })));
  const code = [toProduct, viewParts, productJson, liveMembers, listedFromRows].map(String).join('\n');
  return createHash('sha256').update(code).update(JSON.stringify(made)).digest('base64url').slice(0, 16);
}

/**
 * In tests and development, stored views are checked against toProduct (see the file's head).
 * Only there: `npm start` runs without NODE_ENV, which the config reads as production (issue 31 —
 * checking on every uncached read cost 3.3× the CPU of a menu read as shipped).
 */
const verifyViews = process.env.NODE_ENV === 'test' || process.env.NODE_ENV === 'development';

const reads = new WeakMap<object, ReturnType<typeof buildRead>>();
const version = sql`(select coalesce(max(${catalogueVersion.version}), 0) from ${catalogueVersion})`;
function buildRead(db: DbOrTx) {
  return db
    .select({
      id: product.id,
      statusCd: product.statusCd,
      typeCd: product.typeCd,
      isInternalUse: product.isInternalUse,
      quantity: productInventory.quantity,
      costCents: productFranchise.costCents,
      inStoreCostCents: productFranchise.inStoreCostCents,
      head: productView.head,
      mid: productView.mid,
      tail: productView.tail,
      // the version this statement's snapshot sees: views made from rows read after it are at least as new
      version: sql<string>`${version}::text`,
    })
    .from(product)
    .leftJoin(productInventory, eq(productInventory.productId, product.id))
    .leftJoin(
      productFranchise,
      and(eq(productFranchise.productId, product.id), sql`${productFranchise.franchiseId} = ${sql.placeholder('franchiseId')}::int`),
    )
    .leftJoin(
      productView,
      and(
        eq(productView.productId, product.id),
        sql`${productView.lang} = ${sql.placeholder('lang')}::text`,
        sql`${productView.variant} = ${sql.placeholder('variant')}::text`,
        sql`${productView.version} = ${version}`,
        sql`${productView.shape} = ${sql.placeholder('shape')}::text`,
      ),
    )
    .where(sql`${product.id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(product.sortOrder), asc(product.id))
    .prepare('catalogue_product_views');
}

/**
 * The products of `ids` (any status), in sort order, as a customer list shows them. `verify`:
 * make every stored view again from the rows and compare (default: outside production).
 */
export async function listedProducts(db: DbOrTx, ids: readonly number[], o: ViewOptions, verify = verifyViews): Promise<ListedProduct[]> {
  if (ids.length === 0) return [];
  const variant = viewVariant(o);
  if (!STORED_VARIANTS.has(variant)) {
    const rows = await findProductsByIds(db, ids, {
      related: o.related,
      franchises: o.franchiseId !== undefined || o.related.has('Franchises'),
      lunchBoxChoices: o.lunchBoxChoices,
    });
    return listedFromRows(rows, o);
  }
  let read = reads.get(db);
  if (!read) reads.set(db, (read = buildRead(db)));
  const lang = o.lang;
  const rows = await read.execute({ ids: [...new Set(ids)], lang, variant, franchiseId: o.franchiseId ?? null, shape: VIEW_SHAPE });
  if (rows.length === 0) return [];
  const at = Number(rows[0]!.version);

  const stored = new Map<number, ViewParts>();
  for (const r of rows) if (r.head !== null) stored.set(r.id, { head: r.head, mid: r.mid!, tail: r.tail! });
  const toMake = verify ? rows.map((r) => r.id) : rows.filter((r) => r.head === null).map((r) => r.id);
  if (toMake.length > 0) {
    const made = await findProductsByIds(db, toMake, {
      related: o.related,
      franchises: o.related.has('Franchises'),
      lunchBoxChoices: o.lunchBoxChoices,
    });
    const fresh: {
      productId: number;
      lang: Lang;
      variant: string;
      version: number;
      shape: string;
      head: string;
      mid: string;
      tail: string;
    }[] = [];
    for (const row of made) {
      const parts = viewParts(toProduct(row, { lang, related: o.related }));
      if (verify) assembledAsToProduct(row, parts, o);
      const kept = stored.get(row.id);
      if (kept) {
        if (kept.head !== parts.head || kept.mid !== parts.mid || kept.tail !== parts.tail) await storedViewDiffers(db, at, row.id);
        continue;
      }
      stored.set(row.id, parts);
      fresh.push({ productId: row.id, lang, variant, version: at, shape: VIEW_SHAPE, ...parts });
    }
    if (fresh.length > 0) {
      await db
        .insert(productView)
        .values(fresh.sort((a, b) => a.productId - b.productId))
        .onConflictDoUpdate({
          target: [productView.productId, productView.lang, productView.variant],
          set: {
            version: sql`excluded.version`,
            shape: sql`excluded.shape`,
            head: sql`excluded.head`,
            mid: sql`excluded.mid`,
            tail: sql`excluded.tail`,
          },
          // only over a view of an older version (never over a newer one a faster request stored)
          // or of another release's code (whose version may be the same)
          setWhere: sql`${productView.version} < excluded.version or ${productView.shape} <> excluded.shape`,
        });
    }
  }

  const out: ListedProduct[] = [];
  for (const r of rows) {
    const parts = stored.get(r.id);
    if (!parts) continue; // deleted between the two reads
    const live = liveMembers(r.costCents === null ? null : { costCents: r.costCents, inStoreCostCents: r.inStoreCostCents }, r.quantity);
    out.push({
      id: r.id,
      statusCd: r.statusCd,
      typeCd: r.typeCd,
      isInternalUse: r.isInternalUse,
      outOfStock: live.OutOfStock,
      reply: <E extends Record<string, unknown>>(extra?: E) => rawJson<Product & E>(productJson(parts, live, extra)),
    });
  }
  return out;
}

/** A stored view differs from toProduct's: a defect unless the catalogue moved since the read. */
async function storedViewDiffers(db: DbOrTx, at: number, productId: number): Promise<void> {
  const [now] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion);
  if (Number(now?.version ?? 0) !== at) return;
  throw new Error(`the stored view of product ${productId} differs from toProduct's at catalogue version ${at} (ADR 349)`);
}

/** productJson of the parts and the row's own live members is toProduct's JSON (checked outside production). */
function assembledAsToProduct(row: ProductRow, parts: ViewParts, o: ViewOptions): void {
  const franchise = o.franchiseId === undefined ? undefined : row.franchises?.find((f) => f.franchiseId === o.franchiseId);
  const assembled = productJson(parts, liveMembers(franchise, row.inventory ? row.inventory.quantity : null), { Extra: 1 });
  const expected = JSON.stringify({ ...toProduct(row, { lang: o.lang, related: o.related, franchiseId: o.franchiseId }), Extra: 1 });
  if (assembled !== expected) throw new Error(`product ${row.id}'s view assembled from its parts is not toProduct's (ADR 349)`);
}

/** Product rows as a customer list: subsidy menus and super users' lists, which read the rows themselves. */
export function listedFromRows(rows: readonly ProductRow[], o: ViewOptions): ListedProduct[] {
  return rows.map((row) => {
    const p = toProduct(row, { lang: o.lang, related: o.related, franchiseId: o.franchiseId });
    return {
      id: row.id,
      statusCd: row.statusCd,
      typeCd: row.typeCd,
      isInternalUse: row.isInternalUse,
      outOfStock: p.OutOfStock,
      reply: <E extends Record<string, unknown>>(extra?: E) => ({ ...p, ...extra }) as Product & E,
      row,
    };
  });
}
