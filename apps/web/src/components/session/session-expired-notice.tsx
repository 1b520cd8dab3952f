// "Sorry, your session has expired." (customer-side §8 unauthorized header and subtext), shown by
// the account, store and sign-in areas when a signed-in customer's request answered 401 or the
// session ended before the page loaded (ADR 370). The cart is kept (it lives on the server for
// customers, in the browser for visitors). The login page shows it without its link (it is there).
import { useTranslation } from 'react-i18next';
import { paths, type Lang } from '../../lib/paths';
import { withNext } from '../../lib/session/next';

export function SessionExpiredNotice({ lang, next, loginLink = true }: { lang: Lang; next?: string | null; loginLink?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <div className="session-expired" role="alert">
      <h2 className="session-expired__title">{t('expired.title')}</h2>
      <p>{t('expired.text')}</p>
      {loginLink && (
        <p>
          <a className="button button--primary" href={withNext(paths.login(lang), next)}>
            {t('expired.login')}
          </a>
        </p>
      )}
    </div>
  );
}
