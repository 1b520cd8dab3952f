// The products of the back-office (issue 14; back-office §2 Product management, §3 Product, §4, §5;
// ADR 246, 270): a list per category (meal delivery by default, catering, retail per bistro, store)
// with the status filter (A by default) and the type filter, 25 a page; the record with every tab of
// its editor (translations, nutrition, tags, cooking instructions, videos, weekly-menu weeks, bistros
// with their price overrides, day-of-week options and corporate prices); a duplicate (a new draft);
// one JPEG image. The rules are the domain's (product-rules.ts): a product is active only with its
// titles and descriptions in both languages, day-of-week options only on the types that take them,
// a meal sold by bistros only LU, BF or SU, two videos at most. A save rewrites the tabs in the
// save's transaction and signals the catalogue's change, so the menus show it at once.
import { and, asc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminIdParams,
  AdminProduct,
  AdminProductBody,
  AdminProductListQuery,
  AdminProductListReply,
  AdminProductWriteQuery,
  AdminTagListReply,
  ErrorReply,
  productImageUrl,
  type AdminProductListQuery as ListQuery,
} from '@mijote/contracts';
import { readAll, type DbHandle, type DbOrTx } from '@mijote/db';
import {
  franchise,
  product,
  productCookingInstruction,
  productFranchise,
  productNutrition,
  productTag,
  productTranslation,
  productVideo,
  productWeekNumber,
  subsidy,
  subsidyProductDay,
  subsidyProductPrice,
  tag,
} from '@mijote/db/schema';
import {
  allowsDayOfWeekOptions,
  canEditProduct,
  duplicateProduct,
  FRANCHISE_MEAL_TYPES,
  isFranchiseTypeAllowed,
  missingProductTranslations,
  type CookingInstructionType,
} from '@mijote/domain';
import { AppError } from '../../errors.js';
import type { FileStorage } from '../../storage/index.js';
import { catalogueChanged } from '../catalogue/catalogue-cache.js';
import { recordAudit } from './audit.js';
import { containing, pageOf, type CollectionDef } from './collection.js';
import { keepImage } from './images.js';

type Row = typeof product.$inferSelect;

/** The records of `ids` with every tab, in one query per tab. */
async function loadProducts(db: DbOrTx, rows: Row[]): Promise<AdminProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [translations, nutrition, tags, cooking, videos, weeks, franchises, days, prices] = await readAll(db, [
    () =>
      db.select().from(productTranslation).where(inArray(productTranslation.productId, ids)).orderBy(asc(productTranslation.languageCd)),
    () => db.select().from(productNutrition).where(inArray(productNutrition.productId, ids)),
    () => db.select().from(productTag).where(inArray(productTag.productId, ids)).orderBy(asc(productTag.tagId)),
    () =>
      db
        .select()
        .from(productCookingInstruction)
        .where(inArray(productCookingInstruction.productId, ids))
        .orderBy(asc(productCookingInstruction.cookingInstructionTypeCd)),
    () => db.select().from(productVideo).where(inArray(productVideo.productId, ids)).orderBy(asc(productVideo.slot)),
    () => db.select().from(productWeekNumber).where(inArray(productWeekNumber.productId, ids)).orderBy(asc(productWeekNumber.weekNumber)),
    () => db.select().from(productFranchise).where(inArray(productFranchise.productId, ids)).orderBy(asc(productFranchise.franchiseId)),
    () =>
      db
        .select()
        .from(subsidyProductDay)
        .where(inArray(subsidyProductDay.productId, ids))
        .orderBy(asc(subsidyProductDay.subsidyId), asc(subsidyProductDay.day)),
    () =>
      db.select().from(subsidyProductPrice).where(inArray(subsidyProductPrice.productId, ids)).orderBy(asc(subsidyProductPrice.subsidyId)),
  ]);
  const of = <T extends { productId: number }>(list: T[], id: number) => list.filter((x) => x.productId === id);
  return rows.map((p) => {
    const tr = of(translations, p.id);
    const n = nutrition.find((x) => x.productId === p.id);
    return {
      Id: p.id,
      ProductCategoryCd: p.categoryCd as AdminProduct['ProductCategoryCd'],
      ProductTypeCd: p.typeCd as AdminProduct['ProductTypeCd'],
      ProductStatusCd: p.statusCd,
      PriceCents: p.priceCents,
      KidsPriceCents: p.kidsPriceCents,
      FamilyPackPriceCents: p.familyPackPriceCents,
      Taxable: p.taxable,
      AllowGstTaxRebate: p.allowGstTaxRebate,
      IsInternalUse: p.isInternalUse,
      SortOrder: p.sortOrder,
      ImageName: p.imageName,
      ImageUrl: productImageUrl({ id: p.id, imageName: p.imageName }),
      Translations: tr.map((t) => ({ LanguageCd: t.languageCd, Title: t.title, Description: t.description })),
      Nutrition: n ? { Calories: n.calories, Fat: n.fatG, Protein: n.proteinG, Carbs: n.carbsG, Sodium: n.sodiumMg } : null,
      ProductTags: of(tags, p.id).map((t) => ({ TagId: t.tagId })),
      CookingInstructionTypes: of(cooking, p.id).map((c) => ({
        CookingInstructionTypeCd: c.cookingInstructionTypeCd as CookingInstructionType,
      })),
      Videos: of(videos, p.id).map((v) => ({ Slot: v.slot, Code: v.code, SiteCd: v.siteCd, Type: v.type })),
      WeekNumbers: of(weeks, p.id)
        .map((w) => w.weekNumber)
        .join(','),
      Franchises: of(franchises, p.id).map((f) => ({
        FranchiseId: f.franchiseId,
        CostCents: f.costCents,
        InStoreCostCents: f.inStoreCostCents,
      })),
      SubsidyProductDays: of(days, p.id).map((d) => ({ SubsidyId: d.subsidyId, Day: d.day })),
      SubsidyProductPrices: of(prices, p.id).map((x) => ({ SubsidyId: x.subsidyId, PriceCents: x.priceCents })),
      MissingTranslations: missingProductTranslations(tr),
    };
  });
}

function where(db: DbOrTx, q: ListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(product.categoryCd, q.category)];
  if (q.status !== 'all') parts.push(eq(product.statusCd, q.status));
  if (q.types && q.types.length > 0) parts.push(inArray(product.typeCd, q.types));
  if (q.franchiseId !== undefined)
    parts.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(productFranchise)
          .where(and(eq(productFranchise.productId, product.id), eq(productFranchise.franchiseId, q.franchiseId))),
      ),
    );
  if (q.search) {
    const byTitle = exists(
      db
        .select({ one: sql`1` })
        .from(productTranslation)
        .where(and(eq(productTranslation.productId, product.id), ilike(productTranslation.title, containing(q.search)))),
    );
    const asId = /^\d{1,9}$/.test(q.search.trim()) ? Number(q.search.trim()) : null;
    parts.push(asId === null ? byTitle : or(byTitle, eq(product.id, asId)));
  }
  return and(...parts);
}

const ORDER = {
  sortOrder: [product.sortOrder],
  id: [product.id],
  price: [product.priceCents],
  type: [product.typeCd, product.sortOrder],
} as const;

const invalid = (path: string, message: string, english = 'The product cannot be saved') =>
  new AppError(400, 'validation-failed', english, { issues: [{ path, code: 'custom', message }], fields: [path] });

/** Ids of `ids` that `table` does not hold. */
async function unknownIds(tx: DbOrTx, table: typeof tag | typeof franchise | typeof subsidy, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
  const have = new Set(found.map((r) => r.id));
  return wanted.filter((id) => !have.has(id));
}

/** The domain's product rules, and the tabs' references (tags, bistros, corporate accounts) exist. */
async function check(tx: DbOrTx, b: AdminProductBody): Promise<void> {
  if (b.ProductStatusCd === 'A') {
    const missing = missingProductTranslations(
      b.Translations.map((t) => ({ languageCd: t.LanguageCd, title: t.Title, description: t.Description })),
    );
    if (missing.length > 0)
      throw new AppError(
        400,
        'product-translations-missing',
        'A product cannot be active while its French or English title or description is missing',
        { languages: missing },
      );
  }
  if (b.SubsidyProductDays.length > 0 && !allowsDayOfWeekOptions(b.ProductTypeCd))
    throw invalid('SubsidyProductDays', `products of type ${b.ProductTypeCd} take no day-of-week options`);
  if (!isFranchiseTypeAllowed(b.ProductCategoryCd, b.ProductTypeCd, b.Franchises.length))
    throw invalid('ProductTypeCd', `a meal sold by bistros can only be of type ${FRANCHISE_MEAL_TYPES.join(', ')}`);
  for (const [path, table, ids] of [
    ['ProductTags', tag, b.ProductTags.map((t) => t.TagId)],
    ['Franchises', franchise, b.Franchises.map((f) => f.FranchiseId)],
    ['SubsidyProductDays', subsidy, b.SubsidyProductDays.map((d) => d.SubsidyId)],
    ['SubsidyProductPrices', subsidy, b.SubsidyProductPrices.map((p) => p.SubsidyId)],
  ] as const) {
    const unknown = await unknownIds(tx, table, ids);
    if (unknown.length > 0) throw invalid(path, `unknown ids: ${unknown.join(', ')}`);
  }
}

const columns = (b: AdminProductBody) => ({
  categoryCd: b.ProductCategoryCd,
  typeCd: b.ProductTypeCd,
  statusCd: b.ProductStatusCd,
  priceCents: b.PriceCents,
  kidsPriceCents: b.KidsPriceCents,
  familyPackPriceCents: b.FamilyPackPriceCents,
  taxable: b.Taxable,
  allowGstTaxRebate: b.AllowGstTaxRebate,
  isInternalUse: b.IsInternalUse,
  sortOrder: b.SortOrder,
});

/** Replaces every tab of product `id` with the body's. */
async function writeTabs(tx: DbOrTx, id: number, b: AdminProductBody): Promise<void> {
  const tables = [
    productTranslation,
    productNutrition,
    productTag,
    productCookingInstruction,
    productVideo,
    productWeekNumber,
    productFranchise,
    subsidyProductDay,
    subsidyProductPrice,
  ] as const;
  for (const table of tables) await tx.delete(table).where(eq(table.productId, id));
  const translations = b.Translations.filter((t) => t.Title !== '' || t.Description !== '');
  if (translations.length > 0)
    await tx
      .insert(productTranslation)
      .values(translations.map((t) => ({ productId: id, languageCd: t.LanguageCd, title: t.Title, description: t.Description })));
  if (b.Nutrition)
    await tx.insert(productNutrition).values({
      productId: id,
      calories: b.Nutrition.Calories,
      fatG: b.Nutrition.Fat,
      proteinG: b.Nutrition.Protein,
      carbsG: b.Nutrition.Carbs,
      sodiumMg: b.Nutrition.Sodium,
    });
  if (b.ProductTags.length > 0) await tx.insert(productTag).values(b.ProductTags.map((t) => ({ productId: id, tagId: t.TagId })));
  if (b.CookingInstructionTypes.length > 0)
    await tx
      .insert(productCookingInstruction)
      .values(b.CookingInstructionTypes.map((c) => ({ productId: id, cookingInstructionTypeCd: c.CookingInstructionTypeCd })));
  if (b.Videos.length > 0) {
    // slots as given, else in order; two videos never share a slot
    const slots = new Set<number>();
    const videos = b.Videos.map((v, i) => {
      const slot =
        v.Slot && !slots.has(v.Slot) ? v.Slot : [1, 2].find((s) => !slots.has(s) && !b.Videos.slice(i + 1).some((w) => w.Slot === s))!;
      slots.add(slot);
      return { productId: id, slot, code: v.Code, siteCd: v.SiteCd, type: v.Type };
    });
    await tx.insert(productVideo).values(videos);
  }
  if (b.WeekNumbers.length > 0) await tx.insert(productWeekNumber).values(b.WeekNumbers.map((w) => ({ productId: id, weekNumber: w })));
  if (b.Franchises.length > 0)
    await tx.insert(productFranchise).values(
      b.Franchises.map((f) => ({
        productId: id,
        franchiseId: f.FranchiseId,
        costCents: f.CostCents,
        inStoreCostCents: f.InStoreCostCents,
      })),
    );
  if (b.SubsidyProductDays.length > 0)
    await tx.insert(subsidyProductDay).values(b.SubsidyProductDays.map((d) => ({ productId: id, subsidyId: d.SubsidyId, day: d.Day })));
  if (b.SubsidyProductPrices.length > 0)
    await tx
      .insert(subsidyProductPrice)
      .values(b.SubsidyProductPrices.map((p) => ({ productId: id, subsidyId: p.SubsidyId, priceCents: p.PriceCents })));
}

async function getProduct(db: DbOrTx, id: number): Promise<AdminProduct | null> {
  const rows = await db.select().from(product).where(eq(product.id, id)).limit(1);
  return (await loadProducts(db, rows))[0] ?? null;
}

/** The image a save leaves: a new upload kept, none, or the one it had. */
async function imageOf(tx: DbOrTx, storage: FileStorage, b: AdminProductBody, current: string | null): Promise<string | null> {
  if (b.tempImage) return keepImage(tx, storage, b.tempImage);
  if (b.removeProductImage) return null;
  return current;
}

export function productsCollection(storage: FileStorage): CollectionDef<AdminProduct, AdminProductBody, ListQuery> {
  return {
    name: 'products',
    entity: 'product',
    summary: 'Products',
    item: AdminProduct,
    body: AdminProductBody,
    listQuery: AdminProductListQuery,
    listReply: AdminProductListReply,
    // the stores' menus and product lists are cached on every node (ADR 240)
    changed: catalogueChanged,
    // back-office §2, §6: with a bistro selected, retail products are read-only — on the server too
    writeQuery: AdminProductWriteQuery,
    checkWrite(query, body) {
      const { franchiseId } = query as AdminProductWriteQuery;
      if (!canEditProduct(body?.ProductCategoryCd ?? 'R', franchiseId ?? null)) throw retailReadOnly(franchiseId!);
    },
    async list(db, q) {
      const { rows, total } = await pageOf(db, product, where(db, q), ORDER[q.sort], q);
      return { rows: await loadProducts(db, rows), total };
    },
    get: getProduct,
    // no DELETE: orders keep pointing at their products; staff set a product to draft (D) instead
    async create(tx, body, at) {
      await check(tx, body);
      const imageName = await imageOf(tx, storage, body, null);
      const [row] = await tx
        .insert(product)
        .values({ ...columns(body), imageName, createdAt: at, updatedAt: at })
        .returning({ id: product.id });
      await writeTabs(tx, row!.id, body);
      return row!.id;
    },
    async update(tx, id, body, at) {
      await check(tx, body);
      const [current] = await tx.select({ imageName: product.imageName }).from(product).where(eq(product.id, id)).for('update');
      const imageName = await imageOf(tx, storage, body, current?.imageName ?? null);
      await tx
        .update(product)
        .set({ ...columns(body), imageName, updatedAt: at })
        .where(eq(product.id, id));
      await writeTabs(tx, id, body);
    },
  };
}

const retailReadOnly = (franchiseId: number) =>
  new AppError(403, 'retail-read-only', 'Retail products cannot be changed while one bistro is selected', { franchiseId });

/**
 * POST /api/admin/products/{id}/duplicate: a copy of the product with every tab, as a new draft
 * (back-office §4: Id 0 and status D), recorded in the audit log as the new record's creation.
 */
export const productDuplicateRoute =
  (deps: { db: DbHandle; now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/products/:id/duplicate',
      {
        schema: {
          tags: ['admin'],
          summary: 'Products: duplicate (a new draft with every tab of the original)',
          params: AdminIdParams,
          querystring: AdminProductWriteQuery,
          response: { 201: AdminProduct, 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply },
        },
      },
      async (request, reply) => {
        if (!request.auth) throw AppError.unauthorized();
        const by = request.auth.accountId;
        const at = deps.now();
        const copy = await deps.db.db.transaction(async (tx) => {
          const [original] = await tx.select().from(product).where(eq(product.id, request.params.id)).limit(1);
          if (!original) throw AppError.notFound('product');
          const { franchiseId } = request.query;
          if (!canEditProduct(original.categoryCd as AdminProduct['ProductCategoryCd'], franchiseId ?? null))
            throw retailReadOnly(franchiseId!);
          const source = (await loadProducts(tx, [original]))[0]!;
          const draft = duplicateProduct({ id: source.Id, status: source.ProductStatusCd });
          const { id: _slugless, slug: _slug, createdAt: _c, updatedAt: _u, ...rest } = original;
          const [row] = await tx
            .insert(product)
            .values({ ...rest, statusCd: draft.status, createdAt: at, updatedAt: at })
            .returning({ id: product.id });
          const body = AdminProductBody.parse({
            ...source,
            ProductStatusCd: draft.status,
            Id: draft.id,
            ImageName: undefined,
            ImageUrl: undefined,
            MissingTranslations: undefined,
            WeekNumbers: source.WeekNumbers,
          });
          await writeTabs(tx, row!.id, body);
          const after = (await getProduct(tx, row!.id))!;
          await recordAudit(tx, {
            actorAccountId: by,
            action: 'create',
            entity: 'product',
            entityId: row!.id,
            before: null,
            after: { ...after, DuplicateOf: source.Id },
            at,
            ip: request.ip,
            requestId: request.id,
          });
          await catalogueChanged(tx);
          return after;
        });
        return reply.code(201).send(copy);
      },
    );
  };

/** GET /api/admin/tags: the tags the product editor's Tags tab offers (the store shows them by TagId). */
export const adminTagsRoute =
  (deps: { db: DbHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/tags',
      {
        schema: {
          tags: ['admin'],
          summary: 'Product tags (the product editor’s choices)',
          response: { 200: AdminTagListReply, 401: ErrorReply, 403: ErrorReply },
        },
      },
      async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
        const rows = await deps.db.db.select().from(tag).orderBy(asc(tag.id));
        return rows.map((r) => ({ Id: r.id, NameEn: r.nameEn, NameFr: r.nameFr, Color: r.color }));
      },
    );
  };
