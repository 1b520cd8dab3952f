import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { useLang } from '../layout/use-lang';

/** The bilingual "page not found" page (HTTP 404). */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const lang = useLang();
  usePageTitle('notFound');
  const suggestions = [
    ['homeMealDelivery', paths.homeMealDelivery(lang)],
    ['catering', paths.catering(lang)],
    ['retailLocations', paths.retailLocations(lang)],
    ['contactUs', paths.contactUs(lang)],
  ] as const;
  return (
    <section className="container status-page" aria-labelledby="status-title">
      <p className="status-page__code">{t('notFound.code')}</p>
      <h1 id="status-title">{t('notFound.title')}</h1>
      <p className="status-page__lead">{t('notFound.body')}</p>
      <ul className="status-page__links">
        {suggestions.map(([key, to]) => (
          <li key={key}>
            <a href={to}>{t(`pages.${key}`)}</a>
          </li>
        ))}
      </ul>
      <a className="button button--primary" href={paths.home(lang)}>
        {t('notFound.homeLink')}
      </a>
    </section>
  );
}

/** Any other failure while rendering a page. */
export function ErrorPage() {
  const { t } = useTranslation('common');
  const lang = useLang();
  usePageTitle('error');
  return (
    <section className="container status-page" aria-labelledby="status-title">
      <h1 id="status-title">{t('error.title')}</h1>
      <p className="status-page__lead">{t('error.body')}</p>
      <a className="button button--primary" href={paths.home(lang)}>
        {t('notFound.homeLink')}
      </a>
    </section>
  );
}
