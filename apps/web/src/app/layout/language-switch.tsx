import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { twinPath, type Lang } from '../../lib/paths';
import { useLang } from './use-lang';

/**
 * Goes to the same page in the other language (a blog article goes to the other blog home). A
 * plain link (full page load, ADR 140); the public client entry stores the chosen language on
 * click (`a.lang-switch[hreflang]`).
 */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { pathname } = useLocation();
  const target: Lang = lang === 'en' ? 'fr' : 'en';
  return (
    <a
      className="lang-switch"
      href={twinPath(pathname, target)}
      lang={target === 'fr' ? 'fr-CA' : 'en'}
      hrefLang={target}
      aria-label={t('language.otherLabel')}
    >
      {t('language.other')}
    </a>
  );
}
