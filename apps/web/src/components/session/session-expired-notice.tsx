// "Sorry, your session has expired." (customer-side §8 unauthorized header and subtext), shown by
// the account and store areas when a signed-in customer's request answered 401. The cart is kept
// (it lives on the server for customers, in the browser for visitors).
import { useTranslation } from 'react-i18next';
import { paths, type Lang } from '../../lib/paths';
import { withNext } from '../../lib/session/next';

export function SessionExpiredNotice({ lang, next }: { lang: Lang; next?: string | null }) {
  const { t } = useTranslation('account');
  return (
    <div className="session-expired" role="alert">
      <h2 className="session-expired__title">{t('expired.title')}</h2>
      <p>{t('expired.text')}</p>
      <p>
        <a className="button button--primary" href={withNext(paths.login(lang), next)}>
          {t('expired.login')}
        </a>
      </p>
    </div>
  );
}
