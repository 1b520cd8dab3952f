// The promotion sidebar of the meal-delivery menu (customer-side §2, §9): the automatic
// promotions as configured (GET /promotion-discount) and what the priced cart already gets.
import type { CartReply, PromotionListReply } from '@mijote/contracts';
import { formatMoney, MEAL_DELIVERY_PROMOTIONS, type PromotionKey } from '@mijote/domain';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../lib/paths';
import { usePromotions } from '../api';
import type { OpenStoreKind } from '../../../lib/stores';

/** The kind of a configured promotion (GET /promotion-discount) that a priced cart names by its key. */
const KIND_OF_KEY: Record<PromotionKey, PromotionListReply[number]['Kind']> = {
  'family-packs': 'family-pack-quantity',
  meals: 'meal-quantity',
};
/** The domain's rates, until (or unless) the configured ones arrive. */
const DEFAULT_PERCENT: Record<PromotionKey, number | undefined> = {
  'family-packs': MEAL_DELIVERY_PROMOTIONS.familyPacks?.percent,
  meals: MEAL_DELIVERY_PROMOTIONS.meals?.percent,
};

/** The percent off of each automatic promotion, as configured for the store (the rate the server applied). */
export function usePromotionPercent(store: OpenStoreKind, lang: Lang, enabled: boolean): (key: PromotionKey) => number {
  const promotions = usePromotions(store, lang, enabled);
  return (key) => promotions.data?.find((p) => p.Kind === KIND_OF_KEY[key])?.Percent ?? DEFAULT_PERCENT[key] ?? 0;
}

export function PromotionSidebar({ store, lang, reply }: { store: OpenStoreKind; lang: Lang; reply: CartReply | undefined }) {
  const { t } = useTranslation('store');
  const promotions = usePromotions(store, lang);
  // the list is the store's already (the query names it); the share reward is not automatic
  const automatic = (promotions.data ?? []).filter((p) => p.Kind !== 'share');
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
