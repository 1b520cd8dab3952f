// The corporate cafeterias' menu header (issue 28): the employer's caps and what is left of the day
// being ordered. Its own module, imported by the cafeterias' menu only: Confirm never carries it
// (the store pages' 130 KB budget). Texts: the `corporate` namespace.
import type { AccountSubsidy } from '@mijote/contracts';
import { employerCap, formatMoney } from '@mijote/domain';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../lib/paths';
import { useSubsidyDay } from './api';

/**
 * The employer's caps (items and dollars a day, or an order) and, for the day being ordered, what
 * is left of them after the employee's orders of that day (issue 28). The dollar cap is the one
 * that holds: the domain's `employerCap` (the smaller of maxTotalAmount and MaxRebate, ADR 367).
 */
export function SubsidyAllowance({
  subsidy,
  date,
  dayLabel,
  lang,
}: {
  subsidy: AccountSubsidy;
  date: string | null;
  dayLabel: string;
  lang: Lang;
}) {
  const { t } = useTranslation('corporate');
  const day = useSubsidyDay(subsidy.perDeliveryDay ? date : null, lang);
  const cap = employerCap(subsidy);
  const count = subsidy.maxProductCount;
  const period = t(subsidy.perDeliveryDay ? 'caps.perDay' : 'caps.perOrder');
  const caps = cap !== null ? t('caps.both', { count, amount: formatMoney(cap, lang), period }) : t('caps.items', { count, period });
  const left = day.data ?? null;
  const items = left?.ProductCountRemaining ?? null;
  const amount = left?.AmountRemaining ?? null;
  let leftText: string | null = null;
  if (left && subsidy.active) {
    if (items === 0 || amount === 0) leftText = t('left.none', { day: dayLabel });
    else if (items !== null && amount !== null)
      leftText = t('left.both', { day: dayLabel, count: items, amount: formatMoney(amount, lang) });
    else if (items !== null) leftText = t('left.items', { day: dayLabel, count: items });
    else if (amount !== null) leftText = t('left.amount', { day: dayLabel, amount: formatMoney(amount, lang) });
  }
  return (
    <div className="corporate-allowance">
      <p className="store-head__lead">{caps}</p>
      {leftText && (
        <p className="corporate-allowance__left" role="status" data-testid="subsidy-left">
          {leftText}
        </p>
      )}
    </div>
  );
}
