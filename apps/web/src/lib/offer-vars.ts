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
  type Lang,
} from '@mijote/domain';

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
  };
}
