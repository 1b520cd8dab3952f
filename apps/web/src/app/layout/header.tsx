import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PhoneIcon } from '../../components/ui/icons';
import AccountLinks, { type AccountLinksProps } from '../../islands/account-links';
import type { TFunction } from 'i18next';
import { Island } from '../../islands/island';
import HeaderNav from '../../islands/header-nav';
import QuickCart from '../../islands/quick-cart';
import { matchPath, paths, type Lang } from '../../lib/paths';
import { useSite } from '../../lib/site';
import { CartIcon } from '../../components/ui/icons';
import { LanguageSwitch } from './language-switch';
import { BrandMark } from './logo';
import { useLang } from './use-lang';
import { storeOfPath } from '../../lib/stores';

import { CUSTOMER_SERVICE_PHONE } from '../../lib/contact';

function mainNav(lang: Lang) {
  return [
    { key: 'homeMealDelivery', to: paths.homeMealDelivery(lang) },
    { key: 'catering', to: paths.catering(lang) },
    { key: 'retailLocations', to: paths.retailLocations(lang) },
    { key: 'corporateLunch', to: paths.corporateLunch(lang) },
    { key: 'blogHome', to: paths.blogHome(lang) },
    { key: 'contactUs', to: paths.contactUs(lang) },
  ] as const;
}

/** The account links' props (the site's header, and the back-office's bar with `hideAdmin`). */
export function accountLinksProps(t: TFunction, lang: Lang, hideAdmin = false): AccountLinksProps {
  return {
    // the back-office's bar is served to signed-in super users only
    ...(hideAdmin ? { signedIn: true } : {}),
    loginHref: paths.login(lang),
    signUpHref: paths.signUp(lang),
    accountHref: paths.account.profile(lang),
    adminHref: paths.admin.root(lang),
    hideAdmin,
    labels: {
      login: t('pages.login'),
      signUp: t('pages.signUp'),
      account: t('header.myAccount'),
      logout: t('header.logout'),
      admin: t('header.admin'),
    },
  };
}

/** Header of every page: utility bar, sticky menu bar (menu toggle island), cart shortcut, quick cart. */
export function Header() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { pathname } = useLocation();
  const { brand } = useSite();
  const brandName = t(`brand.${brand}.name`);
  const current = matchPath(pathname);
  const section = current?.id === 'blogArticle' ? paths.blogHome(lang) : current?.canonicalPath;
  // the cart shortcut and quick cart show the current store section's cart, else meal delivery's
  const store = storeOfPath(pathname);
  const storeName = t(`stores.${store}`);

  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <a className="topbar__phone" href={`tel:${CUSTOMER_SERVICE_PHONE.tel}`}>
            <PhoneIcon />
            <span>
              {t('header.customerService')} <strong>{CUSTOMER_SERVICE_PHONE.display}</strong>
            </span>
          </a>
          <nav className="topbar__nav" aria-label={t('header.utilityNav')}>
            <Island name="account-links" component={AccountLinks} props={accountLinksProps(t, lang)} />
            <LanguageSwitch />
          </nav>
        </div>
      </div>
      <div className="mainbar">
        <div className="container mainbar__inner">
          <a href={paths.home(lang)} className="brand-link" aria-label={t('header.homeLink', { brand: brandName })}>
            <BrandMark brand={brand} />
            <span className="brand-link__name">{brandName}</span>
          </a>
          <Island
            name="header-nav"
            component={HeaderNav}
            props={{
              menuLabel: t('header.menu'),
              navLabel: t('header.mainNav'),
              links: mainNav(lang).map((item) => ({
                key: item.key,
                href: item.to,
                label: t(`pages.${item.key}`),
                current: item.to === section,
              })),
            }}
          />
          <div className="cart-tools">
            <a className="cart-link" href={paths.store.reviewOrder(store, lang)} aria-label={t('header.cartLabel', { store: storeName })}>
              <CartIcon />
              <span>{t('header.cart')}</span>
            </a>
            <Island
              name="quick-cart"
              component={QuickCart}
              props={{
                store,
                lang,
                buttonLabel: t('header.quickCart.button'),
                title: t('header.quickCart.title', { store: storeName }),
                empty: t('header.quickCart.empty'),
                loading: t('header.quickCart.loading'),
                failed: t('header.quickCart.failed'),
                countOne: t('header.quickCart.countOne'),
                countOther: t('header.quickCart.countOther'),
                line: t('header.quickCart.line'),
                more: t('header.quickCart.more'),
                subtotal: t('header.quickCart.subtotal'),
                reviewHref: paths.store.reviewOrder(store, lang),
                reviewLabel: t('header.quickCart.review'),
                links: [
                  { href: paths.store.menu('mealDelivery', lang), label: t('header.quickCart.mealDelivery') },
                  { href: paths.catering(lang), label: t('header.quickCart.catering') },
                  { href: paths.store.menu('restaurant', lang), label: t('header.quickCart.bistros') },
                ],
              }}
            />
          </div>
        </div>
      </div>
    </header>
  );
}
