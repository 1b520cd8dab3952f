// The forced password reset (customer-side §2, §4): when the session's user has
// `force_password_reset`, a non-dismissable modal (no close button, Escape does nothing, focus
// stays inside — components/ui/modal) explains why and asks for the current password and a new
// one. On success the session is read again: the API has cleared the flag and the modal closes.
// Meanwhile the API refuses the account's other requests (403 password-reset-required); the public
// pages have the same modal as an island (islands/forced-reset).
// "Log out" is the only other way out. Mounted once by the client layout (ADR 170); the form and
// its react-hook-form code load only when the modal opens, so no other page carries them (ADR 205).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isLang } from '../../lib/paths';
import { useSession } from '../../lib/session/session';
import { Modal } from '../ui/modal';

const PasswordChangeForm = lazy(() => import('./password-change-form').then((m) => ({ default: m.PasswordChangeForm })));
import '../../styles/account.css';

export function ForcedPasswordResetModal() {
  const { t } = useTranslation('account');
  const params = useParams();
  const lang = isLang(params['lang']) ? params['lang'] : 'en';
  const session = useSession();
  const user = session.state.user;
  const open = !!user?.force_password_reset;

  return (
    <Modal open={open} id="forced-reset" title={t('forced.title')} dismissable={false} onClose={() => undefined} className="modal--session">
      {user && open && (
        <>
          <p id="forced-reset-why">{t('forced.why')}</p>
          <Suspense fallback={<p role="status">{t('loading')}</p>}>
            <PasswordChangeForm
              idPrefix="forced"
              uuid={user.uuid}
              username={user.email}
              lang={lang}
              submitLabel={t('forced.submit')}
              confirmInPlace={false}
              onChanged={async () => {
                // what the server refused meanwhile (403 password-reset-required) is read again
                await session.refresh({ all: true });
              }}
              extraAction={
                <button type="button" className="button button--ghost" onClick={() => void session.logout()}>
                  {t('forced.logout')}
                </button>
              }
            />
          </Suspense>
        </>
      )}
    </Modal>
  );
}
