import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { HTML_LANG } from '../../lib/i18n';
import { storeLanguage } from '../../lib/i18n/language-storage';
import { Footer } from './footer';
import { Header } from './header';
import { useLang } from './use-lang';

/** Layout of every page: skip link, header with sticky menu, main, footer, back-to-top. */
export function AppShell() {
  const { t } = useTranslation('common');
  const lang = useLang();

  useEffect(() => {
    document.documentElement.lang = HTML_LANG[lang];
    storeLanguage(lang);
  }, [lang]);

  return (
    <div className="shell" id="top">
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
