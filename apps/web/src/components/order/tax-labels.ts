// The two tax lines' labels with the domain's rates: "GST (5 %)", « TVQ (9,975 %) » (DESIGN.md:
// taxes always on two lines). `t` reads the `store` namespace.
import { formatPercent, GST_PERCENT, QST_PERCENT } from '@mijote/domain';
import type { TFunction } from 'i18next';
import type { Lang } from '../../lib/paths';

export function taxLabels(t: TFunction, lang: Lang): { gst: string; qst: string } {
  return {
    gst: t('store:totals.gst', { percent: formatPercent(GST_PERCENT, lang) }),
    qst: t('store:totals.qst', { percent: formatPercent(QST_PERCENT, lang) }),
  };
}
