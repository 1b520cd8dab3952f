// The business numbers and rules the public texts quote (customer-side §9), from the domain and formatted
// in the page language, so a text never states a rate or an amount the rules do not apply.
import {
  ADVANCE_DAYS,
  ADVANCE_FROM,
  CATERING_LAST,
  deliveryWeekdays,
  FACEBOOK_SHARE_PERCENT,
  formatWallTime,
  formatMoney,
  formatPercent,
  GST_PERCENT,
  MEAL_DELIVERY_PROMOTIONS,
  MIN_AMOUNT_PER_DAY_FOR_FREE_DELIVERY,
  QST_PERCENT,
  REFERRAL_CREDIT,
  sameDayCutoff,
  REFERRAL_CREDITS_PER_YEAR,
  REFERRAL_VALID_DAYS,
  uploadMaxBytes,
  MB,
  type Lang,
} from '@mijote/domain';
import { CUSTOMER_SERVICE_PHONE } from './contact';

/** Small counts are written in words in running text ("six ways"), larger ones in digits. */
const NUMBER_WORDS: Record<Lang, readonly string[]> = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  fr: ['zéro', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'],
};
export const countInWords = (n: number, lang: Lang): string => NUMBER_WORDS[lang][n] ?? String(n);

export function offerVars(lang: Lang): Record<string, string> {
  const { familyPacks, meals } = MEAL_DELIVERY_PROMOTIONS;
  return {
    referral: formatMoney(REFERRAL_CREDIT, lang),
    referralCap: String(REFERRAL_CREDITS_PER_YEAR),
    freeDelivery: formatMoney(MIN_AMOUNT_PER_DAY_FOR_FREE_DELIVERY, lang),
    familyPackPercent: familyPacks ? formatPercent(familyPacks.percent, lang) : '',
    familyPackCount: String(familyPacks?.minQuantity ?? ''),
    mealsPercent: meals ? formatPercent(meals.percent, lang) : '',
    mealsCount: String(meals?.minQuantity ?? ''),
    sharePercent: formatPercent(FACEBOOK_SHARE_PERCENT, lang),
    gst: formatPercent(GST_PERCENT, lang),
    qst: formatPercent(QST_PERCENT, lang),
    // the ordering calendar and delivery windows (issue 11: no rule stated in prose)
    deliveryDays: String(deliveryWeekdays('mealDelivery').length),
    sameDayCutoff: formatWallTime(sameDayCutoff('mealDelivery'), lang),
    cateringAdvanceDays: String(ADVANCE_DAYS),
    cateringFrom: formatWallTime(ADVANCE_FROM, lang),
    cateringLast: formatWallTime(CATERING_LAST, lang),
    // the referral window, the CV size limit and the customer-service line
    referralDays: String(REFERRAL_VALID_DAYS),
    cvMax: `${uploadMaxBytes('cv') / MB} ${lang === 'fr' ? 'Mo' : 'MB'}`,
    phone: CUSTOMER_SERVICE_PHONE.display,
  };
}

/**
 * The gift-card amounts the store sells (its GC products, from the catalogue), as running text:
 * "$25, $50 or $100", "25 $, 50 $ ou 100 $"; null when the catalogue could not be read or sells none.
 */
export function giftCardAmountsText(cents: readonly number[] | null | undefined, lang: Lang): string | null {
  const amounts = [...new Set(cents ?? [])].sort((a, b) => a - b);
  if (amounts.length === 0) return null;
  const list = new Intl.ListFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { type: 'disjunction' });
  return list.format(amounts.map((c) => formatMoney(c, lang, { wholeWithoutCents: true })));
}

/** The earliest opening time of the bistros (the database's hours), formatted; null when none is known. */
export function earliestOpening(franchises: readonly { OpeningTime: string }[] | null | undefined, lang: Lang): string | null {
  const times = (franchises ?? []).map((f) => f.OpeningTime).sort();
  return times[0] ? formatWallTime(times[0], lang) : null;
}
