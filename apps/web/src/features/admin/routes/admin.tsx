// The admin area's shell (back-office §1, §2; issue 14): super users only — the server has already
// sent anyone else away from a page it renders (apps/api plugins/web.ts); a client-side move into
// the area does the same here (a visitor to the login page, anyone else home). A skip link past
// the tools, the navigation listing every tool of §1 (the ones not built yet marked "coming", not
// links), the focus moved to the content on each change of page, and the spec's alerts.
// The whole area is this one lazy route module (`/admin/*`): the shell and the screen of the URL's
// route of the map (screens/), so the full client's entry carries one route object for it and no
// public or store page loads any of it (bench/bundle-size.mjs fails when one does, ADR 260).
import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useLocation } from 'react-router';
import { SUPER_USER_TYPE } from '@mijote/domain';
import { useLang } from '../../../app/layout/use-lang';
import { withNext } from '../../../components/session/login-form';
import { buildPathUnchecked, matchPath, paths, type RouteId } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session';
import { AdminAlertsProvider } from '../components/alerts';
import { AccountsScreen } from '../screens/accounts';
import { BannersScreen } from '../screens/banners';
import { BlogsScreen } from '../screens/blogs';
import { ComingScreen } from '../screens/coming';
import { CorporateScreen } from '../screens/corporate';
import { DashboardScreen } from '../screens/dashboard';
import { GiftCardsScreen } from '../screens/gift-cards';
import { HolidaysScreen } from '../screens/holidays';
import { KitchenNumbersScreen } from '../screens/kitchen-numbers';
import { LabelsScreen } from '../screens/labels';
import { MobileTagsScreen } from '../screens/mobile-tags';
import { TagRoutesScreen } from '../screens/tag-routes';
import { InvoicesScreen } from '../screens/invoices';
import { PostalCodesScreen } from '../screens/postal-codes';
import { ReportsScreen } from '../screens/reports';
import { ProductsScreen } from '../screens/products';
import { PromoCodesScreen } from '../screens/promo-codes';
import { RestaurantsScreen } from '../screens/restaurants';
import { RetailPostalCodesScreen } from '../screens/retail-postal-codes';
import { ADMIN_TOOLS } from '../tools';
import '../../../styles/admin.css';

/** The screen of each built page of the map's admin area; every other admin path is "coming". */
const SCREENS: Partial<Record<RouteId, ComponentType>> = {
  admin: DashboardScreen,
  adminHolidays: HolidaysScreen,
  adminPostalCodes: PostalCodesScreen,
  adminPostalCodesMealDelivery: PostalCodesScreen,
  adminFranchises: RestaurantsScreen,
  // the kitchen's day (issue 16)
  adminKitchenNumbers: KitchenNumbersScreen,
  adminMealDeliveryLabels: LabelsScreen,
  adminCorpLabels: LabelsScreen,
  adminTagRoutes: TagRoutesScreen,
  adminMobileTags: MobileTagsScreen,
  // issue 15: people and money
  adminAccounts: AccountsScreen,
  adminCorporate: CorporateScreen,
  adminInvoices: InvoicesScreen,
  adminInvoicesRetail: InvoicesScreen,
  adminInvoicesMealDelivery: InvoicesScreen,
  adminInvoicesCatering: InvoicesScreen,
  adminInvoicesMobile: InvoicesScreen,
  adminReports: ReportsScreen,
  adminPaymentsReport: ReportsScreen,
  adminCenturyDollarCreditsReport: ReportsScreen,
  // issue 14, the catalogue and the site's content (ADR 310)
  adminProducts: ProductsScreen,
  adminProductsMealDelivery: ProductsScreen,
  adminProductsCatering: ProductsScreen,
  adminProductsRetail: ProductsScreen,
  adminProductsStore: ProductsScreen,
  adminBlogs: BlogsScreen,
  adminBanners: BannersScreen,
  adminGiftCards: GiftCardsScreen,
  adminPromoCodes: PromoCodesScreen,
  adminPostalCodesRetail: RetailPostalCodesScreen,
};

export function Component() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const session = useSession();
  const location = useLocation();
  const content = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  // a new page of the area: the focus goes to its content (not left on the link that was used)
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    content.current?.focus();
  }, [location.pathname]);

  const { state } = session;
  const routeId = matchPath(location.pathname)?.id;
  const Screen = (routeId && SCREENS[routeId]) || ComingScreen;
  if (state.status === 'anonymous') return <Navigate replace to={withNext(paths.login(lang), location.pathname + location.search)} />;
  if (state.status === 'authenticated' && state.user.type !== SUPER_USER_TYPE) return <Navigate replace to={paths.home(lang)} />;

  return (
    <AdminAlertsProvider>
      <div className="container admin">
        <a className="skip-link" href="#admin-content">
          {t('shell.skip')}
        </a>
        <nav className="admin-nav" aria-label={t('shell.nav')}>
          <p className="admin-nav__title">
            <NavLink to={paths.admin.root(lang)} end>
              {t('shell.title')}
            </NavLink>
          </p>
          <ul>
            {ADMIN_TOOLS.map((tool) => (
              <li key={tool.key}>
                {tool.built && tool.route ? (
                  <NavLink to={buildPathUnchecked(tool.route, lang)}>{t(`tools.${tool.key}`)}</NavLink>
                ) : (
                  <span className="admin-nav__coming">
                    {t(`tools.${tool.key}`)} <span className="admin-nav__badge">{t('shell.coming')}</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div id="admin-content" className="admin-content" ref={content} tabIndex={-1}>
          <Screen />
        </div>
      </div>
    </AdminAlertsProvider>
  );
}
