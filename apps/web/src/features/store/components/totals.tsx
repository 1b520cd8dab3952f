// The priced cart's totals as the server computed them (ADR 022): subtotal, automatic promotion,
// promo code, delivery fees, GST and QST on two lines (DESIGN.md), tip, Century Dollars, amount due.
import type { CartTotals } from '@mijote/contracts';
import { formatMoney, formatPercent } from '@mijote/domain';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../lib/paths';
import type { OpenStoreKind } from '../../../lib/stores';
import { usePromotionPercent } from './promotions';
import { taxLabels } from '../../../components/order/tax-labels';
import { domId } from '../../../lib/dom-id';

export { taxLabels };

export interface TotalsProps {
  totals: CartTotals;
  store: OpenStoreKind;
  lang: Lang;
  /** Delivery fees are known once the delivery postal code is (else "calculated with your address"). */
  feesKnown: boolean;
  /** Pickup: no delivery line. */
  pickup?: boolean;
  /** While the fees are not known: what the delivery may cost (the fee rule, issue 11). */
  feeRule?: string | null;
  compact?: boolean;
  /** Prefix of the table's ids, unique on the page (ADR 230). */
  idPrefix?: string;
}

export function Totals({
  totals: x,
  store,
  lang,
  feesKnown,
  pickup = false,
  compact = false,
  feeRule = null,
  idPrefix = 'totals',
}: TotalsProps) {
  const { t } = useTranslation('store');
  const id = domId(idPrefix);
  const percent = usePromotionPercent(store, lang, x.promotion.discount > 0);
  const tax = taxLabels(t, lang);
  const minus = (cents: number) => `−${formatMoney(cents, lang)}`;
  const rows: { key: string; label: string; value: string; strong?: boolean }[] = [
    { key: 'subtotal', label: t('totals.subtotal'), value: formatMoney(x.subTotal + x.extraCharges, lang) },
  ];
  if (x.promotion.discount > 0) {
    const names = x.promotion.applied
      .map((key) => t(`promotions.applied.${key}`, { percent: formatPercent(percent(key), lang) }))
      .join(', ');
    rows.push({ key: 'promotion', label: t('totals.promotion', { names }), value: minus(x.promotion.discount) });
  }
  if (x.subsidized > 0) rows.push({ key: 'subsidized', label: t('totals.subsidized'), value: minus(x.subsidized) });
  if (x.promoCode && x.promoCode.discount > 0)
    rows.push({ key: 'promo', label: t('totals.promoCode', { code: x.promoCode.code }), value: minus(x.promoCode.discount) });
  if (!pickup) {
    rows.push({
      key: 'delivery',
      label: t('totals.delivery'),
      value: !feesKnown
        ? (feeRule ?? t('totals.deliveryUnknown'))
        : x.deliveryFees === 0
          ? t('totals.free')
          : formatMoney(x.deliveryFees, lang),
    });
  }
  rows.push({ key: 'gst', label: tax.gst, value: formatMoney(x.tax1, lang) });
  rows.push({ key: 'qst', label: tax.qst, value: formatMoney(x.tax2, lang) });
  if (x.tip > 0) rows.push({ key: 'tip', label: t('totals.tip'), value: formatMoney(x.tip, lang) });
  rows.push({ key: 'total', label: t('totals.total'), value: formatMoney(x.totalWithTaxes, lang), strong: x.centuryDollars === 0 });
  if (x.centuryDollars > 0) {
    rows.push({ key: 'cd', label: t('totals.centuryDollars'), value: minus(x.centuryDollars) });
    rows.push({ key: 'due', label: t('totals.amountDue'), value: formatMoney(x.amountDue, lang), strong: true });
  }
  return (
    <table className={`totals${compact ? ' totals--compact' : ''}`} aria-labelledby={`${id}-caption`}>
      <caption id={`${id}-caption`} className="visually-hidden">
        {t('totals.caption')}
      </caption>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className={`totals__row totals__row--${r.key}${r.strong ? ' totals__row--strong' : ''}`}>
            <th scope="row">{r.label}</th>
            <td>{r.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
