// The profile (customer-side §2 Account "/": Profile): personal information, addresses, saved
// cards, Century Dollars and gift cards, e-mail and password; two-step verification for staff.
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/layout/use-lang';
import { PasswordChangeForm } from '../../../components/session/password-change-form';
import { errorText } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-meta';
import { useSession } from '../../../lib/session/session';
import { useAccount } from '../../../lib/account/api';
import { AddressesSection } from '../components/addresses-section';
import { CardsSection } from '../components/cards-section';
import { CenturyDollarsSection } from '../components/century-dollars-section';
import { EmailSection } from '../components/email-section';
import { EmailVerificationNotice } from '../components/email-verification-notice';
import { PersonalSection } from '../components/personal-section';
import { SecondFactorSection } from '../components/second-factor-section';
import { AccountSection } from '../components/section';

export function Component() {
  const { t } = useTranslation(['account-pages', 'account']);
  const lang = useLang();
  usePageTitle('accountProfile');
  const { state } = useSession();
  const query = useAccount();
  const uuid = state.user?.uuid;

  if (!uuid || query.isPending) {
    return (
      <p className="loading-note" role="status">
        {t('loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="account-error">
        <p className="field__error" role="alert">
          {errorText(t, query.error)}
        </p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {t('actions.retry')}
        </button>
      </div>
    );
  }
  const account = query.data;
  return (
    <>
      <EmailVerificationNotice account={account} lang={lang} />
      <div className="account-grid">
        <PersonalSection key={`me-${account.Id}`} account={account} lang={lang} />
        <AddressesSection uuid={uuid} lang={lang} />
        <CardsSection account={account} lang={lang} />
        <CenturyDollarsSection uuid={uuid} lang={lang} />
        <EmailSection account={account} lang={lang} />
        <AccountSection title={t('profile.password.title')}>
          <PasswordChangeForm uuid={uuid} username={account.Email} lang={lang} submitLabel={t('profile.password.submit')} />
        </AccountSection>
        <SecondFactorSection lang={lang} />
      </div>
    </>
  );
}
