// Code tables in one language (English when the French name is empty) and the automatic
// promotions of customer-side.md §9.
import type { DbOrTx } from '@mijote/db';
import { torontoDate } from '@mijote/domain';
import type {
  CookingInstruction,
  CookingInstructionListReply,
  ProductCategoryListReply,
  ProductTypeListReply,
  PromotionListReply,
  PromotionQuery,
  ProvinceListReply,
} from '@mijote/contracts';
import { AppError } from '../../../errors.js';
import { nameIn, type Lang } from '../product-view.js';
import {
  findCookingInstruction,
  listActivePromotions,
  listCategories,
  listCookingInstructions,
  listProvinces,
  listTypes,
} from './repository.js';

export async function productCategories(db: DbOrTx, lang: Lang): Promise<ProductCategoryListReply> {
  return (await listCategories(db)).map((c) => ({ Code: c.code, Name: nameIn(c, lang) }));
}

export async function productTypes(db: DbOrTx, lang: Lang): Promise<ProductTypeListReply> {
  return (await listTypes(db)).map((t) => ({
    Code: t.code,
    Name: nameIn(t, lang),
    IsHotMeal: t.isHotMeal,
    WeekendOrderable: t.weekendOrderable,
    AllowsDayOptions: t.allowsDayOptions,
  }));
}

type CookingRow = Awaited<ReturnType<typeof listCookingInstructions>>[number];
const cookingView = (c: CookingRow, lang: Lang): CookingInstruction => ({
  TypeCd: c.code,
  Name: nameIn(c, lang),
  Instructions: lang === 'fr' && c.instructionsFr.trim() !== '' ? c.instructionsFr : c.instructionsEn,
});

export async function cookingInstructions(db: DbOrTx, lang: Lang): Promise<CookingInstructionListReply> {
  return (await listCookingInstructions(db)).map((c) => cookingView(c, lang));
}

export async function cookingInstruction(db: DbOrTx, typeCd: string, lang: Lang): Promise<CookingInstruction> {
  const row = await findCookingInstruction(db, typeCd.toUpperCase());
  if (!row) throw AppError.notFound('cooking instruction type');
  return cookingView(row, lang);
}

export async function provinces(db: DbOrTx, country: string, lang: Lang): Promise<ProvinceListReply> {
  return (await listProvinces(db, country)).map((p) => ({ Code: p.code, Name: nameIn(p, lang), Country: p.country }));
}

/** The discount promotions (12 % for 5 family packs, 11 % for 10 meals, 25 % for a share). */
const DISCOUNT_KINDS = ['family-pack-quantity', 'meal-quantity', 'share'] as const;
type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export async function activePromotions(db: DbOrTx, now: Date, q: PromotionQuery): Promise<PromotionListReply> {
  const today = torontoDate(now);
  const rows = await listActivePromotions(db, DISCOUNT_KINDS);
  return rows
    .filter((p) => p.percent != null)
    .filter((p) => (p.startsOn == null || p.startsOn <= today) && (p.endsOn == null || today <= p.endsOn))
    .filter((p) => q.store === undefined || p.storeKind == null || p.storeKind === q.store)
    .map((p) => ({
      Id: p.id,
      Code: p.code,
      Kind: p.kind as DiscountKind,
      Name: q.language === 'fr' && p.nameFr ? p.nameFr : p.nameEn,
      Description: q.language === 'fr' && p.descriptionFr ? p.descriptionFr : p.descriptionEn,
      Percent: p.percent ?? 0,
      MinQuantity: p.minQuantity,
      StoreKind: p.storeKind,
    }));
}
