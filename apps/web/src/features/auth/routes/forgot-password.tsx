// Forgot password (customer-side §2: /en/forgot-my-password, /fr/oublie-mot-de-passe).
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/layout/use-lang';
import { ForgotPasswordForm } from '../../../components/session/forgot-password-form';
import { usePageTitle } from '../../../lib/page-meta';
import { AuthPage } from '../components/auth-page';

export function Component() {
  const { t } = useTranslation('account');
  const lang = useLang();
  usePageTitle('forgotPassword');
  return (
    <AuthPage title={t('forgot.title')}>
      <ForgotPasswordForm lang={lang} />
    </AuthPage>
  );
}
