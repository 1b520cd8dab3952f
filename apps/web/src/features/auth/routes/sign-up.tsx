// Sign-up page (customer-side §2: /en/sign-up, /fr/sign-up; §4 registration in two steps).
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { SignUpForm } from '../../../components/session/sign-up-form';
import { usePageTitle } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { AuthPage, AuthWaiting } from '../components/auth-page';
import { safeNextPath } from '../next-path';
import { useSignedInRedirect } from '../use-signed-in-redirect';

export function Component() {
  const { t } = useTranslation('account');
  const lang = useLang();
  usePageTitle('signUp');
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'), lang);
  const leaving = useSignedInRedirect(lang, next);

  return (
    <AuthPage title={t('signUp.title')} lead={t('signUp.lead')} wide>
      {leaving ? <AuthWaiting text={t('login.redirecting')} /> : <SignUpForm lang={lang} next={next === paths.home(lang) ? null : next} />}
    </AuthPage>
  );
}
