// Every marketing page (customer-side §2): hero with H1 and calls to action, breadcrumbs, text
// sections from locales/*/pages.json, and the page's extra (form island, bistros with maps,
// testimonials from the database, the services overview, the "service has moved" modal).
import type { FranchiseListReply, Testimonial } from '@mijote/contracts';
import { formatWallTime } from '@mijote/domain';
import { useTranslation } from 'react-i18next';
import { FormIsland } from '../../../components/forms/form-island';
import { FranchiseCard, type FranchiseCardData } from '../../../components/page/franchise-card';
import { Breadcrumbs } from '../../../components/page/breadcrumbs';
import { asObject, paragraphs, Section, str } from '../../../components/page/content';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { Island } from '../../../islands/island';
import NoticeModal from '../../../islands/notice-modal';
import { paths, type Lang } from '../../../lib/paths';
import { CUSTOMER_SERVICE_PHONE } from '../../../lib/contact';
import { countInWords, earliestOpening, giftCardAmountsText, offerVars } from '../../../lib/offer-vars';
import { useSite } from '../../../lib/site';
import { overviewServices, PAGE_CONFIG, type MarketingPageId } from '../page-config';
import { PageArt } from './page-art';

export interface MarketingPageProps {
  id: MarketingPageId;
  lang: Lang;
  testimonials?: Testimonial[] | null;
  provinces?: { code: string; name: string }[];
  /** The open bistros (database); null when they could not be read. */
  franchises?: FranchiseListReply | null;
  /** The prices of the gift cards the store sells (catalogue); null when they could not be read. */
  giftCardAmounts?: number[] | null;
}

export function MarketingPage({ id, lang, testimonials, provinces, franchises: franchiseRows, giftCardAmounts }: MarketingPageProps) {
  const { t } = useTranslation('pages');
  const { brand } = useSite();
  const config = PAGE_CONFIG[id];
  // values used in the text (money in the page language)
  const opens = earliestOpening(franchiseRows, lang);
  const vars = {
    ...offerVars(lang),
    brand: t(`common:brand.${brand}.name`),
    // what the page's data says (catalogue, bistros), with a wording for when it could not be read
    giftCardAmounts: giftCardAmountsText(giftCardAmounts, lang) ?? t('shared.giftCardAmountsFallback'),
    serviceCount: countInWords(overviewServices(lang).length, lang),
    franchisesOpen: opens ? t('shared.bistros.opensFrom', { time: opens }) : t('shared.bistros.opensFallback'),
  };
  const content = asObject(t(id, { returnObjects: true, ...vars }));
  const sections = asObject(content['sections']);
  const cta = asObject(content['cta']);
  const actions = config.actions?.(lang) ?? [];
  const crumbs = [{ href: paths.home(lang), label: t('common:pages.home') }];
  if (config.parent) crumbs.push({ href: paths.servicesOverview(lang), label: t('common:pages.servicesOverview') });

  const franchises: FranchiseCardData[] = (franchiseRows ?? []).map((b) => ({
    key: String(b.Id),
    name: b.Name,
    street: [b.Line1, b.Line2].filter(Boolean).join(', '),
    city: `${b.City} (${b.Province}) ${b.PostalCode}`,
    hours: t('shared.bistros.hours', { open: formatWallTime(b.OpeningTime, lang), close: formatWallTime(b.ClosingTime, lang) }),
    delivery: t('shared.bistros.delivery', { first: formatWallTime(b.FirstDelivery, lang), last: formatWallTime(b.LastDelivery, lang) }),
    phone: b.Phone ?? CUSTOMER_SERVICE_PHONE.display,
    mapLabel: t('shared.bistros.mapLabel', { name: b.City }),
    directions: t('shared.bistros.directions'),
    directionsHint: t('shared.bistros.directionsHint', { name: b.City }),
  }));

  const main = (
    <>
      {Object.keys(sections).map((key) => (
        <Section key={key} id={`${id}-${key}`} section={asObject(sections[key])} />
      ))}
      {config.extra === 'testimonials' && <Testimonials list={testimonials ?? null} />}
      {config.extra === 'services' && <ServicesGrid lang={lang} />}
    </>
  );

  return (
    <div className={`page page--${id}`}>
      <header className="page-hero">
        <div className="container">
          <Breadcrumbs label={t('shared.breadcrumbs')} items={crumbs} current={t(`common:pages.${id}`)} />
          <div className="page-hero__grid">
            <div>
              <p className="eyebrow">{str(content['eyebrow'])}</p>
              <h1>{str(content['title'])}</h1>
              <p className="page-hero__lead">{str(content['lead'])}</p>
              {actions.length > 0 && (
                <div className="page-hero__actions">
                  {actions.map((a, i) => (
                    <a key={a.key} className={i === 0 ? 'button button--primary' : 'button button--ghost'} href={a.href}>
                      {t(`${id}.actions.${a.key}`)}
                      {i === 0 && <ArrowRightIcon />}
                    </a>
                  ))}
                </div>
              )}
            </div>
            {config.art && <PageArt art={config.art} />}
          </div>
        </div>
      </header>

      <div className={config.form ? 'container page-body page-body--with-form' : 'container page-body'}>
        <div className="page-body__main">{main}</div>
        {config.form && (
          <aside className="form-card" id="page-form" aria-labelledby={`${id}-form-title`}>
            <h2 id={`${id}-form-title`}>{t(`${id}.form.title`)}</h2>
            <p>{t(`${id}.form.intro`)}</p>
            <FormIsland
              formName={config.form}
              lang={lang}
              {...(provinces ? { options: { provinces: provinces.map((p) => ({ value: p.code, label: p.name })) } } : {})}
            />
          </aside>
        )}
      </div>

      {config.feedbackForms && (
        <section className="section section--tinted" aria-labelledby={`${id}-feedback`}>
          <div className="container">
            <h2 id={`${id}-feedback`}>{t(`${id}.feedback.title`)}</h2>
            <p className="section__intro">{t(`${id}.feedback.intro`)}</p>
            <div className="feedback-grid">
              {config.feedbackForms.map((form) => (
                <aside key={form} className="form-card" aria-labelledby={`${form}-title`}>
                  <h3 id={`${form}-title`}>{t(`${id}.feedback.forms.${form}.title`)}</h3>
                  <p>{t(`${id}.feedback.forms.${form}.intro`)}</p>
                  <FormIsland formName={form} lang={lang} />
                </aside>
              ))}
            </div>
          </div>
        </section>
      )}

      {config.extra === 'franchises' && (
        <section className="section section--tinted" aria-labelledby={`${id}-bistros`}>
          <div className="container">
            <h2 id={`${id}-bistros`}>{t('shared.bistros.title')}</h2>
            <p className="section__intro">{t('shared.bistros.intro')}</p>
            {franchises.length > 0 ? (
              <div className="bistro-grid" id="bistros">
                {franchises.map((b, i) => (
                  <FranchiseCard key={b.key} franchise={b} index={i} />
                ))}
              </div>
            ) : (
              <p id="bistros">
                {t('shared.bistros.unavailable')} <a href={`tel:${CUSTOMER_SERVICE_PHONE.tel}`}>{CUSTOMER_SERVICE_PHONE.display}</a>
              </p>
            )}
          </div>
        </section>
      )}

      {Object.keys(cta).length > 0 && (
        <section className="cta-band" aria-labelledby={`${id}-cta`}>
          <div className="container cta-band__inner">
            <div>
              <h2 id={`${id}-cta`}>{str(cta['title'])}</h2>
              {paragraphs(cta).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
            <a className="button button--accent button--large" href={paths.contactUs(lang)}>
              {str(cta['label'])}
            </a>
          </div>
        </section>
      )}

      {config.extra === 'movedModal' && (
        <Island
          name="notice-modal"
          component={NoticeModal}
          props={{
            id: 'moved-modal',
            title: t('homeMealDelivery.moved.title'),
            paragraphs: [t('homeMealDelivery.moved.p1'), t('homeMealDelivery.moved.p2')],
            dismissable: false,
            closeLabel: t('common:actions.close'),
            link: { href: paths.store.menu('mealDelivery', lang), label: t('homeMealDelivery.moved.toStore') },
            button: { label: t('homeMealDelivery.moved.button'), href: paths.home(lang) },
          }}
        />
      )}
    </div>
  );
}

function Testimonials({ list }: { list: Testimonial[] | null }) {
  const { t } = useTranslation('pages');
  return (
    <section className="content-section" aria-labelledby="testimonials-list">
      <h2 id="testimonials-list">{t('testimonials.listTitle')}</h2>
      {list === null || list.length === 0 ? (
        <p className="notice">{list === null ? t('testimonials.unavailable') : t('testimonials.empty')}</p>
      ) : (
        <ul className="testimonial-list">
          {list.map((q) => (
            <li key={q.id}>
              <figure className="quote">
                <blockquote>
                  <p>{q.quote}</p>
                </blockquote>
                <figcaption>
                  {q.author}
                  {q.city ? `, ${q.city}` : ''}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ServicesGrid({ lang }: { lang: Lang }) {
  const { t } = useTranslation('pages');
  return (
    <section className="content-section" aria-labelledby="overview-list">
      <h2 id="overview-list">{t('servicesOverview.listTitle')}</h2>
      <ul className="overview-grid">
        {overviewServices(lang).map((s) => (
          <li key={s.key} className="overview-card">
            <h3>{t(`servicesOverview.services.${s.key}.title`)}</h3>
            <p>{t(`servicesOverview.services.${s.key}.body`)}</p>
            <p className="overview-card__links">
              {s.order ? (
                <a className="button button--primary" href={s.order}>
                  {t(`servicesOverview.services.${s.key}.order`)}
                </a>
              ) : (
                <a className="button button--primary" href={paths.contactUs(lang)}>
                  {t('servicesOverview.contactToOrder')}
                </a>
              )}
              <a href={s.about}>{t(`servicesOverview.services.${s.key}.about`)}</a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
