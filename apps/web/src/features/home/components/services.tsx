import { formatMoney } from '@mijote/domain';
import { useTranslation } from 'react-i18next';
import { paths, type Lang } from '../../../lib/paths';
import { ServiceArt, type ServiceArtKind } from './service-art';

interface ServiceCard {
  key: ServiceArtKind;
  to: string;
  /** "from" price in cents (demo catalogue prices). */
  fromCents: number;
}

function cards(lang: Lang): ServiceCard[] {
  return [
    { key: 'mealDelivery', to: paths.homeMealDelivery(lang), fromCents: 1250 },
    { key: 'catering', to: paths.catering(lang), fromCents: 1695 },
    { key: 'bistros', to: paths.retailLocations(lang), fromCents: 1395 },
    { key: 'corporateCafeteria', to: paths.corporateCafeteria(lang), fromCents: 995 },
    { key: 'schools', to: paths.schools(lang), fromCents: 650 },
    { key: 'gourmetCoffee', to: paths.gourmetCoffee(lang), fromCents: 295 },
  ];
}

export function Services({ lang }: { lang: Lang }) {
  const { t } = useTranslation('home');
  return (
    <section className="section" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title">{t('services.title')}</h2>
        <p className="section__intro">{t('services.intro')}</p>
        <ul className="service-cards">
          {cards(lang).map((c) => (
            <li key={c.key} className="service-card">
              <ServiceArt kind={c.key} />
              <h3>
                <a href={c.to} className="service-card__link">
                  {t(`services.cards.${c.key}.title`)}
                </a>
              </h3>
              <p>{t(`services.cards.${c.key}.body`)}</p>
              <p className="service-card__price">{t('services.from', { price: formatMoney(c.fromCents, lang) })}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
