import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { paths, type Lang } from '../../../lib/paths';
import { useSite } from '../../../lib/site';
import { PromoPoster } from './promo-poster';

/** One call to action per service (DESIGN.md "Patterns"). */
function serviceActions(lang: Lang) {
  return [
    { key: 'mealDelivery', to: paths.store.menu('mealDelivery', lang) },
    { key: 'catering', to: paths.catering(lang) },
    { key: 'bistro', to: paths.retailLocations(lang) },
    { key: 'corporate', to: paths.corporateLunch(lang) },
  ] as const;
}

export function Hero({ lang }: { lang: Lang }) {
  const { t } = useTranslation('home');
  const { brand } = useSite();
  const [primary, ...others] = serviceActions(lang);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="eyebrow">{t(`hero.eyebrow.${brand}`)}</p>
          <h1 id="hero-title">{t(`hero.title.${brand}`)}</h1>
          <p className="hero__lead">{t(`hero.lead.${brand}`)}</p>
          <div className="hero__actions">
            <a className="button button--primary button--large" href={primary.to}>
              {t(`actions.${primary.key}.label`)}
              <ArrowRightIcon />
            </a>
            <a className="button button--ghost button--large" href={paths.homeMealDelivery(lang)}>
              {t('hero.howItWorks')}
            </a>
          </div>
        </div>
        <PromoPoster />
      </div>
      <div className="container">
        <h2 className="visually-hidden" id="actions-title">
          {t('actions.title')}
        </h2>
        <ul className="service-actions" aria-labelledby="actions-title">
          {[primary, ...others].map((a) => (
            <li key={a.key}>
              <a className="service-action" href={a.to}>
                <span className="service-action__label">{t(`actions.${a.key}.label`)}</span>
                <span className="service-action__hint">{t(`actions.${a.key}.hint`)}</span>
                <ArrowRightIcon className="service-action__arrow" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
