// PLACEHOLDER interface — the accounts screens replace the body with the real login form, the
// sign-up and forgot-password modals (customer-side §2 "login form and prompt modal"). Keep the
// props: the store opens this modal at checkout for a visitor.
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/modal';
import { paths, type Lang } from '../../lib/paths';

export interface LoginPromptModalProps {
  open: boolean;
  lang: Lang;
  /** Where the visitor is (returned to after signing in on a page). */
  next: string;
  onClose: () => void;
}

export function LoginPromptModal({ open, lang, next, onClose }: LoginPromptModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal open={open} id="login-prompt" title={t('pages.login')} closeLabel={t('actions.close')} onClose={onClose}>
      <p>
        <a href={`${paths.login(lang)}?next=${encodeURIComponent(next)}`}>{t('pages.login')}</a>
        {' · '}
        <a href={`${paths.signUp(lang)}?next=${encodeURIComponent(next)}`}>{t('pages.signUp')}</a>
      </p>
    </Modal>
  );
}
