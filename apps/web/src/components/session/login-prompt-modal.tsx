// The login prompt (customer-side §2 "login form and prompt modal", "sign-up form and prompt
// modal", "forgot-password form and modal"): the login form inline, with switches to the sign-up
// and forgot-password forms in the same dialog. Once signed in (or registered) through it, the
// session updates and the modal closes (`onClose`). The store opens it at checkout (ADR 170).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../lib/paths';
import { Modal } from '../ui/modal';
import { LoginForm, type SessionView } from './login-form';

// the forms a visitor switches to load then (ADR 230: the store pages that open this prompt stay
// under their budget)
const SignUpForm = lazy(() => import('./sign-up-form').then((m) => ({ default: m.SignUpForm })));
const ForgotPasswordForm = lazy(() => import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })));

/** The first field of the dialog's form, once it is there (a switched-to form may still be loading). */
function focusFirstField(tries = 30): void {
  requestAnimationFrame(() => {
    const input = document.querySelector<HTMLElement>('#login-prompt .session-form input');
    if (input) input.focus();
    else if (tries > 0) focusFirstField(tries - 1);
  });
}
import '../../styles/account.css';

export interface LoginPromptModalProps {
  open: boolean;
  lang: Lang;
  /** Where the visitor is (returned to after signing in on a page). */
  next: string;
  onClose: () => void;
}

export function LoginPromptModal({ open, lang, next, onClose }: LoginPromptModalProps) {
  const { t } = useTranslation('account');
  const [view, setView] = useState<SessionView>('login');

  // every opening starts on the login form
  useEffect(() => {
    if (open) setView('login');
  }, [open]);

  const switchTo = (v: SessionView) => {
    setView(v);
    // the first field of the new form (the dialog stays open: focus must not fall to <body>)
    focusFirstField();
  };

  const title = view === 'signUp' ? t('signUp.title') : view === 'forgot' ? t('forgot.title') : t('prompt.title');
  return (
    <Modal
      open={open}
      id="login-prompt"
      title={title}
      closeLabel={t('prompt.close')}
      onClose={onClose}
      className={view === 'signUp' ? 'modal--session modal--wide' : 'modal--session'}
    >
      {view === 'login' && (
        <>
          <p>{t('prompt.intro')}</p>
          <LoginForm idPrefix="prompt" lang={lang} next={next} onSwitch={switchTo} onSignedIn={() => onClose()} />
        </>
      )}
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        {view === 'signUp' && <SignUpForm idPrefix="prompt" lang={lang} next={next} onSwitch={switchTo} onRegistered={() => onClose()} />}
        {view === 'forgot' && <ForgotPasswordForm idPrefix="prompt" lang={lang} next={next} onSwitch={switchTo} />}
      </Suspense>
    </Modal>
  );
}
