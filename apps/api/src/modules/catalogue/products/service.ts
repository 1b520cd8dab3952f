// Product lists: the catalogue query (customer menus and the admin-style query of §7), the Review
// page's upsell suggestions and the secondary products (sides) of each store kind.
import type { DbOrTx } from '@mijote/db';
import type {
  FromPricesReply,
  Product,
  ProductListQuery,
  ProductRelated,
  SideListReply,
  StoreKindCd,
  UpsellQuery,
} from '@mijote/contracts';
import type { AuthContext } from '../../auth/context.js';
import { AppError } from '../../../errors.js';
import { requireFranchise } from '../franchise-and-subsidy.js';
import { toProduct, type Lang } from '../product-view.js';
import { STORE_CATEGORY } from '@mijote/domain';
import { findProductIds, findProducts, findSideLinks, lowestMainDishPrices, productWhere, sideWhere } from './repository.js';
import { listedProducts } from './views.js';

/** What the Review page suggests: drinks, snacks (desserts are sold as snacks) and smoothies. */
export const UPSELL_TYPES = ['DR', 'SN', 'SM'] as const;

export interface ProductList {
  products: Product[];
  /** true when the answer holds drafts (super users only): never cache it publicly */
  adminView: boolean;
}

export async function listProducts(db: DbOrTx, q: ProductListQuery, auth: AuthContext | null): Promise<ProductList> {
  const statuses = q.status?.length ? [...new Set(q.status)] : ['A'];
  // Drafts are unpublished: super users only. Internal-use products (gift cards, custom lines) are
  // only hidden from menus by default; the generic store lists them with internalUseProducts=true.
  const adminView = statuses.includes('D');
  if (adminView) {
    if (!auth) throw AppError.unauthorized();
    if (auth.userType !== 'SU') throw AppError.forbidden();
  }
  if (q.franchiseId !== undefined) await requireFranchise(db, q.franchiseId, !adminView);
  const related = new Set<ProductRelated>(q.related ?? []);
  const where = productWhere({
    categories: q.categories,
    types: q.types,
    statuses,
    franchiseId: q.franchiseId,
    internalUse: q.internalUseProducts,
  });
  const view = { lang: q.language, related, franchiseId: q.franchiseId };
  if (adminView) {
    // never kept nor cached, answered through Fastify's serialiser: the rows themselves
    const rows = await findProducts(db, where, { related, franchises: q.franchiseId !== undefined, limit: q.limit });
    return { products: rows.map((r) => toProduct(r, view)), adminView };
  }
  const listed = await listedProducts(db, await findProductIds(db, where, q.limit), view);
  return { products: listed.map((p) => p.reply()), adminView };
}

export async function upsellProducts(db: DbOrTx, q: UpsellQuery): Promise<Product[]> {
  if (q.franchiseId !== undefined) await requireFranchise(db, q.franchiseId, true);
  const related = new Set<ProductRelated>(['ProductTags']);
  const ids = await findProductIds(
    db,
    productWhere({
      categories: [STORE_CATEGORY[q.store]],
      types: UPSELL_TYPES,
      statuses: ['A'],
      internalUse: false,
      franchiseId: q.franchiseId,
      excludeIds: q.exclude,
      inStock: true,
    }),
    q.limit,
  );
  return (await listedProducts(db, ids, { lang: q.language, related, franchiseId: q.franchiseId })).map((p) => p.reply());
}

/** The side products a store kind offers, each with the products that offer it. */
export async function listSides(db: DbOrTx, store: StoreKindCd, lang: Lang): Promise<SideListReply> {
  const category = STORE_CATEGORY[store];
  const related = new Set<ProductRelated>(['Nutrition', 'ProductTags']);
  const [listed, links] = await Promise.all([
    findProductIds(db, sideWhere(category)).then((ids) => listedProducts(db, ids, { lang, related })),
    findSideLinks(db, category),
  ]);
  const mains = new Map<number, number[]>();
  for (const l of links) mains.set(l.sideProductId, [...(mains.get(l.sideProductId) ?? []), l.productId]);
  return listed.map((p) => p.reply({ MainProductIds: mains.get(p.id) ?? [] }));
}

/** GET /catalogue/from-prices: the home page's "from" price of each category (null: none on sale). */
export async function fromPrices(db: DbOrTx): Promise<FromPricesReply> {
  const rows = await lowestMainDishPrices(db);
  const of = (c: 'M' | 'C' | 'R' | 'S') => {
    const v = rows.find((r) => r.category === c)?.cents;
    return v == null ? null : Number(v);
  };
  return { M: of('M'), C: of('C'), R: of('R'), S: of('S') };
}
