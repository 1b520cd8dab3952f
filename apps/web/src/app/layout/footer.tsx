import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { publicFormProps } from '../../components/forms/form-props';
import { PhoneIcon, PinIcon } from '../../components/ui/icons';
import { Island } from '../../islands/island';
import Scheduling from '../../islands/scheduling';
import ToTop from '../../islands/to-top';
import { matchPath, paths, type Lang } from '../../lib/paths';
import { useOrigin, useSite } from '../../lib/site';
import { CUSTOMER_SERVICE_PHONE } from '../../lib/contact';
import { LeadFormSlot } from './lead-form-slot';
import { BrandMark } from './logo';
import { useLang } from './use-lang';

const FRANCHISES = ['pointeClaire', 'kirkland', 'dorval'] as const;

function serviceLinks(lang: Lang) {
  return [
    ['servicesOverview', paths.servicesOverview(lang)],
    ['homeMealDelivery', paths.homeMealDelivery(lang)],
    ['catering', paths.catering(lang)],
    ['retailLocations', paths.retailLocations(lang)],
    ['corporateLunch', paths.corporateLunch(lang)],
    ['corporateCafeteria', paths.corporateCafeteria(lang)],
    ['schools', paths.schools(lang)],
    ['gourmetCoffee', paths.gourmetCoffee(lang)],
  ] as const;
}

function companyLinks(lang: Lang) {
  return [
    ['ourStory', paths.ourStory(lang)],
    ['testimonials', paths.testimonials(lang)],
    ['press', paths.press(lang)],
    ['blogHome', paths.blogHome(lang)],
    ['giftCards', paths.giftCards(lang)],
    ['referralProgram', paths.referralProgram(lang)],
    ['specials', paths.specials(lang)],
    ['employment', paths.employment(lang)],
    ['greenPolicy', paths.greenPolicy(lang)],
    ['contactUs', paths.contactUs(lang)],
    ['termsAndConditions', paths.termsAndConditions(lang)],
  ] as const;
}

/** Social share links of the current page (plain links, no third-party script). */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const tt = encodeURIComponent(title);
  return [
    ['facebook', `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ['linkedin', `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
    ['x', `https://twitter.com/intent/tweet?url=${u}&text=${tt}`],
    ['email', `mailto:?subject=${tt}&body=${u}`],
  ] as const;
}

export function Footer() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { brand, env } = useSite();
  const origin = useOrigin();
  const { pathname } = useLocation();
  const brandName = t(`brand.${brand}.name`);
  const match = matchPath(pathname);
  // share links only on the public pages (private areas and unknown paths are not for sharing)
  const shareable = match !== null && (match.area === 'public' || match.area === 'blog');
  const isBbCorp = brand === 'bakery';

  return (
    <footer className="site-footer">
      <section className="lead-band" aria-labelledby="lead-title">
        <div className="container lead-band__inner">
          <div className="lead-band__copy">
            <h2 id="lead-title">{t('lead.title')}</h2>
            <p>{t('lead.body')}</p>
          </div>
          <Island
            name="lead-form"
            component={LeadFormSlot}
            props={{
              first: publicFormProps(t, 'home-first-form', { id: 'lead-1', lang, isBbCorp, compact: true }),
              second: publicFormProps(t, 'home-second-form', { id: 'lead-2', lang, isBbCorp, compact: true }),
              stepLabels: { first: t('lead.step1'), second: t('lead.step2') },
              secondIntro: t('lead.secondIntro'),
              done: t('lead.done'),
            }}
          />
        </div>
      </section>
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__brand">
            <BrandMark brand={brand} size={32} />
            <span>{brandName}</span>
          </h2>
          <p>{t(`brand.${brand}.tagline`)}</p>
          <p className="site-footer__phone">
            <PhoneIcon />
            <span>
              {t('footer.customerService')}
              <br />
              <a href={`tel:${CUSTOMER_SERVICE_PHONE.tel}`}>{CUSTOMER_SERVICE_PHONE.display}</a>
              <br />
              <small>{t('footer.phoneHours')}</small>
            </span>
          </p>
          {/* the shell's scheduling widget (customer-side §2, ADR 372): its dialog loads on the first press */}
          <div className="site-footer__scheduling">
            <p>{t('footer.schedulingIntro')}</p>
            <Island name="scheduling" component={Scheduling} props={{ lang, label: t('footer.scheduling'), id: 'scheduling-dialog' }} />
          </div>
          {shareable && (
            <>
              <h3 className="site-footer__share-title">{t('footer.share.title')}</h3>
              <ul className="share-links">
                {shareLinks(origin + match.canonicalPath, t('footer.share.text', { brand: brandName })).map(([key, href]) => (
                  <li key={key}>
                    <a href={href} target={key === 'email' ? undefined : '_blank'} rel="noopener noreferrer">
                      {t(`footer.share.${key}`)}
                      {key !== 'email' && <span className="visually-hidden"> {t('footer.share.newWindow')}</span>}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <section aria-labelledby="footer-bistros">
          <h2 id="footer-bistros">{t('footer.bistrosTitle')}</h2>
          <ul className="site-footer__bistros">
            {FRANCHISES.map((b) => (
              <li key={b}>
                <PinIcon />
                <strong>{t(`footer.bistros.${b}.name`)}</strong>
              </li>
            ))}
          </ul>
          <p>
            <a href={paths.retailLocations(lang)}>{t('footer.bistrosLink')}</a>
          </p>
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">{t('footer.servicesTitle')}</h2>
          <ul>
            {serviceLinks(lang).map(([key, to]) => (
              <li key={key}>
                <a href={to}>{t(`pages.${key}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company">{t('footer.companyTitle', { brand: brandName })}</h2>
          <ul className="site-footer__company">
            {companyLinks(lang).map(([key, to]) => (
              <li key={key}>
                <a href={to}>{t(`pages.${key}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p>{t('footer.rights', { year: new Date().getFullYear(), brand: brandName })}</p>
        {env === 'DEV' && <p className="env-badge">{t('footer.envBadge')}</p>}
      </div>
      <Island name="to-top" component={ToTop} props={{ label: t('footer.toTop') }} />
    </footer>
  );
}
