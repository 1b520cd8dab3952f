// Maps product rows to the API's Product (the spec's field names, money in cents, text in the
// requested language with an English fallback). The only place that knows both shapes.
import { isOutOfStock, tagColour } from '@mijote/domain';
import { productImageUrl, type Product, type ProductRelated } from '@mijote/contracts';
import type { ProductRow } from './products/repository.js';

export type Lang = 'en' | 'fr';

const yn = (b: boolean): 'y' | 'n' => (b ? 'y' : 'n');

/** Picks the requested language, else English, else the first one there is. */
export function pickTranslation<T extends { languageCd: string }>(rows: readonly T[], lang: Lang): T | undefined {
  return rows.find((r) => r.languageCd === lang) ?? rows.find((r) => r.languageCd === 'en') ?? rows[0];
}

/** `nameEn` / `nameFr` columns in the requested language, English when the French one is empty. */
export function nameIn(row: { nameEn: string; nameFr: string }, lang: Lang): string {
  return lang === 'fr' && row.nameFr.trim() !== '' ? row.nameFr : row.nameEn;
}

export interface ProductViewOptions {
  lang: Lang;
  related: ReadonlySet<ProductRelated>;
  /** the bistro whose prices fill FranchisePriceCents */
  franchiseId?: number | undefined;
}

/** A product's bistro price row (product_franchise), when the request names a bistro that sells it. */
export type FranchisePrice = { costCents: number; inStoreCostCents: number | null } | null | undefined;

/**
 * The members of a product's view that a request changes (ADR 349): the prices of the bistro it
 * names and the stock left (no inventory row: `null`, unlimited). Everything else in the view
 * depends only on the catalogue, the language and the relations asked for.
 */
export function liveMembers(franchise: FranchisePrice, remaining: number | null) {
  return {
    FranchisePriceCents: franchise ? franchise.costCents : null,
    FranchiseInStorePriceCents: franchise ? franchise.inStoreCostCents : null,
    Inventory: remaining,
    OutOfStock: isOutOfStock('meal', remaining),
  };
}

export function toProduct(row: ProductRow, opts: ProductViewOptions): Product {
  const { lang, related } = opts;
  const t = pickTranslation(row.translations, lang);
  const franchise = opts.franchiseId === undefined ? undefined : row.franchises?.find((f) => f.franchiseId === opts.franchiseId);
  const live = liveMembers(franchise, row.inventory ? row.inventory.quantity : null);
  const p: Product = {
    Id: row.id,
    ProductCategoryCd: row.categoryCd,
    ProductTypeCd: row.typeCd,
    ProductStatusCd: row.statusCd,
    PriceCents: row.priceCents,
    KidsPriceCents: row.kidsPriceCents,
    FamilyPackPriceCents: row.familyPackPriceCents,
    FranchisePriceCents: live.FranchisePriceCents,
    FranchiseInStorePriceCents: live.FranchiseInStorePriceCents,
    Taxable: yn(row.taxable),
    AllowGstTaxRebate: yn(row.allowGstTaxRebate),
    RequiresSecondaryProducts: yn(row.requiresSecondaryProducts),
    AllowPartialStock: yn(row.allowPartialStock),
    ImageName: row.imageName,
    ImageUrl: productImageUrl({ id: row.id, imageName: row.imageName }),
    Title: t?.title ?? '',
    Description: t?.description ?? '',
    ContainerCd: row.containerCd,
    ContainerName: row.container ? nameIn(row.container, lang) : null,
    LunchBoxChoiceCount: row.lunchBoxChoiceCount,
    ...(row.lunchBoxChoices
      ? {
          LunchBoxChoices: [...row.lunchBoxChoices]
            .filter((c) => c.choice.statusCd === 'A')
            .sort((a, b) => a.sortOrder - b.sortOrder)
            .map((c) => ({ Id: c.choiceProductId, Title: pickTranslation(c.choice.translations, lang)?.title ?? '' })),
        }
      : {}),
    Inventory: live.Inventory,
    OutOfStock: live.OutOfStock,
    SideProductIds: [...row.sides].sort((a, b) => a.sortOrder - b.sortOrder).map((s) => s.sideProductId),
  };
  if (related.has('Translations')) {
    p.Translations = [...row.translations]
      .sort((a, b) => a.languageCd.localeCompare(b.languageCd))
      .map((x) => ({ LanguageCd: x.languageCd, Title: x.title, Description: x.description }));
  }
  if (related.has('Nutrition')) {
    const n = row.nutrition;
    p.Nutrition = n ? { Calories: n.calories, Fat: n.fatG, Protein: n.proteinG, Carbs: n.carbsG, Sodium: n.sodiumMg } : null;
  }
  if (related.has('ProductTags')) {
    p.ProductTags = [...row.productTags]
      .sort((a, b) => a.tagId - b.tagId)
      .map((pt) => ({ TagId: pt.tagId, Name: nameIn(pt.tag, lang), Color: tagColour(pt.tagId) ?? 'neutral' }));
  }
  if (related.has('CookingInstructionTypes')) {
    p.CookingInstructionTypes = [...row.cookingInstructions]
      .sort((a, b) => a.type.sortOrder - b.type.sortOrder)
      .map((c) => ({
        TypeCd: c.type.code,
        Name: nameIn(c.type, lang),
        Instructions: lang === 'fr' && c.type.instructionsFr ? c.type.instructionsFr : c.type.instructionsEn,
      }));
  }
  if (related.has('Videos')) {
    p.Videos = [...row.videos]
      .sort((a, b) => a.slot - b.slot)
      .map((v) => ({ Id: v.id, Slot: v.slot, Code: v.code, SiteCd: v.siteCd, Type: v.type }));
  }
  if (related.has('SubsidyProductDays')) {
    p.SubsidyProductDays = (row.subsidyProductDays ?? []).map((d) => ({
      Id: d.id,
      ProductId: d.productId,
      SubsidyId: d.subsidyId,
      Day: d.day,
    }));
  }
  if (related.has('SubsidyProductPrices')) {
    p.SubsidyProductPrices = (row.subsidyProductPrices ?? []).map((d) => ({
      Id: d.id,
      ProductId: d.productId,
      SubsidyId: d.subsidyId,
      PriceCents: d.priceCents,
    }));
  }
  if (related.has('Franchises')) {
    p.Franchises = (row.franchises ?? []).map((f) => ({
      FranchiseId: f.franchiseId,
      CostCents: f.costCents,
      InStoreCostCents: f.inStoreCostCents,
    }));
  }
  if (related.has('WeekNumbers')) {
    p.WeekNumbers = (row.weekNumbers ?? []).map((w) => w.weekNumber).sort((a, b) => a - b);
  }
  return p;
}

// ── the stored view (ADR 349) ───────────────────────────────────────────────

/**
 * A product's view as JSON text cut around its live members: `head` (from `{`, without it, to
 * before FranchisePriceCents), `mid` (after FranchiseInStorePriceCents to before Inventory) and
 * `tail` (after OutOfStock, without the closing `}`). `mid` and `tail` start with a comma or are
 * empty.
 */
export interface ViewParts {
  head: string;
  mid: string;
  tail: string;
}

/** The parts of `p` (toProduct's view): its members in order, the live ones left out. */
export function viewParts(p: Product): ViewParts {
  const parts = ['', '', ''];
  let at = 0;
  for (const [key, value] of Object.entries(p)) {
    if (value === undefined) continue;
    if (key === 'FranchisePriceCents') at = 1;
    else if (key === 'Inventory') at = 2;
    if (key in LIVE) continue;
    parts[at] += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  }
  return { head: parts[0]!.slice(1), mid: parts[1]!, tail: parts[2]! };
}
const LIVE: Record<keyof ReturnType<typeof liveMembers>, true> = {
  FranchisePriceCents: true,
  FranchiseInStorePriceCents: true,
  Inventory: true,
  OutOfStock: true,
};

/**
 * A product's JSON from its stored parts and live members: byte for byte
 * `JSON.stringify({ ...toProduct(row, opts), ...extra })` (members of `extra` come last, as a
 * spread adds new keys). Checked against toProduct in tests and development (product-views.ts).
 */
export function productJson(parts: ViewParts, live: ReturnType<typeof liveMembers>, extra?: Record<string, unknown>): string {
  let more = '';
  if (extra)
    for (const [key, value] of Object.entries(extra)) if (value !== undefined) more += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  return (
    `{${parts.head},"FranchisePriceCents":${live.FranchisePriceCents},"FranchiseInStorePriceCents":${live.FranchiseInStorePriceCents}` +
    `${parts.mid},"Inventory":${live.Inventory},"OutOfStock":${live.OutOfStock}${parts.tail}${more}}`
  );
}
