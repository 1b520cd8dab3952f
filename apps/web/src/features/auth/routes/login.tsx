// Login page (customer-side §2: /en/login, /fr/connecter). `?next=` is a path of ours only.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { LoginForm } from '../../../components/session/login-form';
import { SessionExpiredNotice } from '../../../components/session/session-expired-notice';
import { usePageTitle } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session';
import { AuthPage, AuthWaiting } from '../components/auth-page';
import { safeNextPath } from '../next-path';
import { useSignedInRedirect } from '../use-signed-in-redirect';

export function Component() {
  const { t } = useTranslation('account');
  const lang = useLang();
  usePageTitle('login');
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'), lang);
  const leaving = useSignedInRedirect(lang, next);
  const keepNext = next === paths.home(lang) ? null : next;
  // a session that ended before this page loaded is announced here too (customer-side §8, ADR 370)
  const { expired } = useSession();

  return (
    <AuthPage title={t('login.title')} lead={t('login.lead')}>
      {expired && !leaving && <SessionExpiredNotice lang={lang} loginLink={false} />}
      {leaving ? <AuthWaiting text={t('login.redirecting')} /> : <LoginForm lang={lang} next={keepNext} />}
    </AuthPage>
  );
}
