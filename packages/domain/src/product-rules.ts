// Back-office product rules (back-office §3, §4, §5, §9).
import type { ProductCategoryCd, ProductStatusCd, ProductTypeCd } from './vocabulary.js';

/** A duplicate is a new draft: Id 0, status D. */
export function duplicateProduct<T extends { id: number; status: ProductStatusCd }>(product: T): T {
  return { ...structuredClone(product), id: 0, status: 'D' };
}

/** Types that take day-of-week options. */
export const DAY_OF_WEEK_OPTION_TYPES: readonly ProductTypeCd[] = ['LU', 'SU', 'BF', 'CC', 'SH', 'PZ', 'KC', 'DR', 'SD', 'WR', 'SN', 'AP'];

export function allowsDayOfWeekOptions(type: ProductTypeCd): boolean {
  return DAY_OF_WEEK_OPTION_TYPES.includes(type);
}

/** Meal-category products linked to franchises can only be LU, BF or SU. */
export const FRANCHISE_MEAL_TYPES: readonly ProductTypeCd[] = ['LU', 'BF', 'SU'];

export function isFranchiseTypeAllowed(category: ProductCategoryCd, type: ProductTypeCd, franchiseCount: number): boolean {
  return category !== 'M' || franchiseCount === 0 || FRANCHISE_MEAL_TYPES.includes(type);
}

export const MAX_PRODUCT_VIDEOS = 2;

export function canAddVideo(currentCount: number): boolean {
  return currentCount < MAX_PRODUCT_VIDEOS;
}

/** Product editing is not allowed for the retail category once a specific restaurant is selected. */
export function canEditProduct(category: ProductCategoryCd, franchiseId: number | null): boolean {
  return !(category === 'R' && franchiseId != null);
}

/** Tag colours by TagId: 1 orange, 2 blue, 3 primary. */
export function tagColour(tagId: number): 'orange' | 'blue' | 'primary' | null {
  return tagId === 1 ? 'orange' : tagId === 2 ? 'blue' : tagId === 3 ? 'primary' : null;
}

/**
 * The YouTube video id of a link staff paste (watch?v=, youtu.be/, embed/, shorts/, or the bare
 * 11-character id); null for anything else — a product's videos are YouTube only (back-office §3).
 */
export function youtubeVideoId(input: string): string | null {
  const value = input.trim();
  if (/^[\w-]{11}$/.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else id = /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
  }
  return id && /^[\w-]{11}$/.test(id) ? id : null;
}

/**
 * A product may be active (A) only with a title and a description in both languages; the languages
 * still missing one (empty when it may be active). The admin list flags such products.
 */
export function missingProductTranslations(
  translations: readonly { languageCd: string; title: string | null; description: string | null }[],
): ('en' | 'fr')[] {
  return (['en', 'fr'] as const).filter((lang) => {
    const t = translations.find((x) => x.languageCd === lang);
    return !t || !t.title?.trim() || !t.description?.trim();
  });
}
