import { useTranslation } from 'react-i18next';
import AccountLinks from '../../islands/account-links';
import { Island } from '../../islands/island';
import { paths } from '../../lib/paths';
import { useSite } from '../../lib/site';
import { accountLinksProps } from './header';
import { LanguageSwitch } from './language-switch';
import { BrandMark } from './logo';
import { useLang } from './use-lang';

/**
 * The back-office's own bar (issue 30), in place of the site's header and footer on every page of
 * the admin area: no marketing menu, cart, quick cart or lead form. The brand and "Back-office",
 * a way back to the public site, the account links and the other language. The tools' menu is the
 * area's own (features/admin/routes/admin.tsx), so nothing of the admin bundle is here.
 */
export function AdminBar() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { brand } = useSite();
  return (
    <header className="admin-topbar">
      <div className="admin-topbar__inner">
        <a href={paths.admin.root(lang)} className="admin-topbar__brand">
          <BrandMark brand={brand} />
          <span>{t('header.admin')}</span>
        </a>
        <nav className="admin-topbar__links" aria-label={t('header.utilityNav')}>
          <a href={paths.home(lang)}>{t('header.viewSite')}</a>
          <Island name="account-links" component={AccountLinks} props={accountLinksProps(t, lang, true)} />
          <LanguageSwitch />
        </nav>
      </div>
    </header>
  );
}
