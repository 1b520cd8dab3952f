// The promotion sidebar of the meal-delivery menu (customer-side §2, §9): the automatic
// promotions as configured (GET /promotion-discount) and what the priced cart already gets.
import type { CartReply } from '@mijote/contracts';
import { formatMoney } from '@mijote/domain';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../lib/paths';
import { usePromotions } from '../api';
import type { OpenStoreKind } from '../../../lib/stores';

export function PromotionSidebar({ store, lang, reply }: { store: OpenStoreKind; lang: Lang; reply: CartReply | undefined }) {
  const { t } = useTranslation('store');
  const promotions = usePromotions(store, lang);
  const automatic = (promotions.data ?? []).filter((p) => p.Kind !== 'share' && (p.StoreKind === null || p.StoreKind === store));
  if (automatic.length === 0) return null;
  const discount = reply?.totals.promotion.discount ?? 0;
  return (
    <section className="promotions" aria-labelledby="promotions-title">
      <h2 id="promotions-title" className="promotions__title">
        {t('promotions.title')}
      </h2>
      <ul>
        {automatic.map((p) => (
          <li key={p.Id}>
            <strong>{p.Name}</strong>
            <span>{p.Description}</span>
          </li>
        ))}
      </ul>
      <p className="promotions__status" role="status">
        {discount > 0 ? t('promotions.saving', { amount: formatMoney(discount, lang) }) : t('promotions.none')}
      </p>
    </section>
  );
}
