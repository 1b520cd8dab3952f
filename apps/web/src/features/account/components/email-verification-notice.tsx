// The account's e-mail is not confirmed yet (ADR 192): a notice at the top of the profile with the
// address and a way to get a new link (POST /accounts/me/verify-email, limited per hour). It says
// why it matters: referral credits wait for it (ADR 193).
import type { AccountReply } from '@mijote/contracts';
import { EMAIL_VERIFICATION_HOURS } from '@mijote/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlashRegion, useFlash } from '../../../components/ui/flash';
import { Alert } from '../../../islands/form/alert';
import { errorText } from '../../../lib/api-client';
import type { Lang } from '../../../lib/paths';
import { useResendVerification } from '../api';

export function EmailVerificationNotice({ account, lang }: { account: AccountReply; lang: Lang }) {
  const { t } = useTranslation(['account-pages', 'account']);
  const resendLink = useResendVerification(lang);
  const [sending, setSending] = useState(false);
  const { flash, show, clear } = useFlash();
  if (account.EmailVerified === 'y') return null;

  async function resend() {
    if (sending) return;
    setSending(true);
    clear();
    try {
      await resendLink();
      show('success', t('verifyNotice.sent', { email: account.Email, hours: EMAIL_VERIFICATION_HOURS }));
    } catch (err) {
      // confirmed in another tab meanwhile: the account is read again and the notice goes away
      show('danger', errorText(t, err));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="account-notice">
      <Alert tone="warning" title={t('verifyNotice.title')}>
        <p>{t('verifyNotice.body', { email: account.Email })}</p>
        <p>
          <button type="button" className="button button--ghost" disabled={sending} aria-disabled={sending} onClick={() => void resend()}>
            {sending ? t('verifyNotice.sending') : t('verifyNotice.resend')}
          </button>
        </p>
      </Alert>
      <FlashRegion flash={flash} />
    </div>
  );
}
