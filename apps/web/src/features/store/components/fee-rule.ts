// The delivery-fee rule before the area is known (issue 11): a visitor's total must not jump when
// the fee arrives with their address at login. The priced cart already says which days pay a fee
// whatever the area (`feeDays`), and the served areas say what the fee can be; the domain gives
// the range. Review shows it on each day and on the totals' delivery line.
import type { CartTotals } from '@mijote/contracts';
import { deliveryFeeRange, formatMoney } from '@mijote/domain';
import type { TFunction } from 'i18next';
import type { Lang } from '../../../lib/paths';
import { useDeliveryLocations } from '../api';

export interface FeeRule {
  /** The fee a paying day may cost, e.g. "$5.00" or "$5.00 to $7.00". */
  perDay: string;
  /** The totals' delivery line: "Free", or what the paying days may cost. */
  total: string;
}

function range(t: TFunction, lang: Lang, r: { min: number; max: number }): string {
  return r.min === r.max
    ? formatMoney(r.min, lang)
    : t('store:feeRule.range', { from: formatMoney(r.min, lang), to: formatMoney(r.max, lang) });
}

/** The rule for a cart whose delivery postal code is not known yet; null while the areas load. */
export function useFeeRule(totals: CartTotals | undefined, lang: Lang, t: TFunction, enabled: boolean): FeeRule | null {
  const deliveryLocations = useDeliveryLocations(lang, enabled);
  if (!enabled || !totals) return null;
  const fees = (deliveryLocations.data ?? []).map((l) => l.HomeDeliveryFeeCents);
  const perDay = deliveryFeeRange(fees, 1);
  const all = deliveryFeeRange(fees, totals.feeDays.length);
  if (!perDay || !all) return null;
  return {
    perDay: range(t, lang, perDay),
    total: totals.feeDays.length === 0 ? t('store:totals.free') : t('store:feeRule.total', { amount: range(t, lang, all) }),
  };
}
