import type { FromPricesReply } from '@mijote/contracts';
import { formatMoney } from '@mijote/domain';
import { useTranslation } from 'react-i18next';
import { countInWords } from '../../../lib/offer-vars';
import { paths, type Lang } from '../../../lib/paths';
import { ServiceArt, type ServiceArtKind } from './service-art';

interface ServiceCard {
  key: ServiceArtKind;
  to: string;
  /** "from" price in cents: the catalogue's lowest main-dish price of the service's category. */
  fromCents: number | null;
}

function cards(lang: Lang, prices: FromPricesReply | null): ServiceCard[] {
  return [
    { key: 'mealDelivery', to: paths.homeMealDelivery(lang), fromCents: prices?.M ?? null },
    { key: 'catering', to: paths.catering(lang), fromCents: prices?.C ?? null },
    { key: 'restaurant', to: paths.retailLocations(lang), fromCents: prices?.R ?? null },
    // quoted per program: no catalogue price
    { key: 'corporateCafeteria', to: paths.corporateCafeteria(lang), fromCents: null },
    { key: 'schools', to: paths.schools(lang), fromCents: null },
    { key: 'gourmetCoffee', to: paths.gourmetCoffee(lang), fromCents: null },
  ];
}

export function Services({ lang, prices }: { lang: Lang; prices: FromPricesReply | null }) {
  const { t } = useTranslation('home');
  const list = cards(lang, prices);
  return (
    <section className="section" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title">{t('services.title', { serviceCount: countInWords(list.length, lang) })}</h2>
        <p className="section__intro">{t('services.intro')}</p>
        <ul className="service-cards">
          {list.map((c) => (
            <li key={c.key} className="service-card">
              <ServiceArt kind={c.key} />
              <h3>
                <a href={c.to} className="service-card__link">
                  {t(`services.cards.${c.key}.title`)}
                </a>
              </h3>
              <p>{t(`services.cards.${c.key}.body`)}</p>
              {c.fromCents !== null && (
                <p className="service-card__price">{t('services.from', { price: formatMoney(c.fromCents, lang) })}</p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
