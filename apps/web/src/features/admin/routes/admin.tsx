// The admin area's shell (back-office §1, §2; issue 14): super users only — the server has already
// sent anyone else away from a page it renders (apps/api plugins/web.ts); a client-side move into
// the area does the same here (a visitor to the login page, anyone else home). A skip link past
// the tools, the navigation listing every tool of §1, the focus moved to the content on each change
// of page, and the spec's alerts. The whole area is this one lazy route module (`/admin/*`): the
// shell, and the screen of the URL's route of the map in a chunk of its own (ADR 342), so the full
// client's entry carries one route object for it and no public or store page loads any of it
// (bench/bundle-size.mjs fails when one does, ADR 260).
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useLocation } from 'react-router';
import { SUPER_USER_TYPE } from '@mijote/domain';
import { useLang } from '../../../app/layout/use-lang';
import { withNext } from '../../../lib/session/next';
import { buildPathUnchecked, matchPath, paths, type RouteId } from '../../../lib/paths';
import { useSession, type SessionUser } from '../../../lib/session/session';
import { secondFactorOf } from '../../../lib/session/second-factor';
import { AdminAlertsProvider } from '../components/alerts';
import { EnrolmentScreen, SecondFactorCodeScreen, StepUpProvider } from '../components/second-factor';
import { ADMIN_GROUPS, toolOfRoute, toolsOfGroup } from '../tools';
import '../../../styles/admin.css';

/** A screen's module, loaded when its page is first shown (each in its own admin chunk). */
type ScreenLoader = () => Promise<ComponentType>;
const todayScreen: ScreenLoader = () => import('../screens/dashboard').then((m) => m.DashboardScreen);
const appointmentsScreen: ScreenLoader = () => import('../screens/appointments').then((m) => m.AppointmentsScreen);
const inboxScreen: ScreenLoader = () => import('../screens/inbox').then((m) => m.InboxScreen);
const accountsScreen: ScreenLoader = () => import('../screens/accounts').then((m) => m.AccountsScreen);
const bannersScreen: ScreenLoader = () => import('../screens/banners').then((m) => m.BannersScreen);
const blogsScreen: ScreenLoader = () => import('../screens/blogs').then((m) => m.BlogsScreen);
const corporateScreen: ScreenLoader = () => import('../screens/corporate').then((m) => m.CorporateScreen);
const giftCardsScreen: ScreenLoader = () => import('../screens/gift-cards').then((m) => m.GiftCardsScreen);
const holidaysScreen: ScreenLoader = () => import('../screens/holidays').then((m) => m.HolidaysScreen);
const kitchenNumbersScreen: ScreenLoader = () => import('../screens/kitchen-numbers').then((m) => m.KitchenNumbersScreen);
const labelsScreen: ScreenLoader = () => import('../screens/labels').then((m) => m.LabelsScreen);
const mobileTagsScreen: ScreenLoader = () => import('../screens/mobile-tags').then((m) => m.MobileTagsScreen);
const tagRoutesScreen: ScreenLoader = () => import('../screens/tag-routes').then((m) => m.TagRoutesScreen);
const invoicesScreen: ScreenLoader = () => import('../screens/invoices').then((m) => m.InvoicesScreen);
const postalCodesScreen: ScreenLoader = () => import('../screens/postal-codes').then((m) => m.PostalCodesScreen);
const reportsScreen: ScreenLoader = () => import('../screens/reports').then((m) => m.ReportsScreen);
const productsScreen: ScreenLoader = () => import('../screens/products').then((m) => m.ProductsScreen);
const promoCodesScreen: ScreenLoader = () => import('../screens/promo-codes').then((m) => m.PromoCodesScreen);
const restaurantsScreen: ScreenLoader = () => import('../screens/restaurants').then((m) => m.RestaurantsScreen);
const retailPostalCodesScreen: ScreenLoader = () => import('../screens/retail-postal-codes').then((m) => m.RetailPostalCodesScreen);

/**
 * The screen of each page of the map's admin area (the area's home is the dashboard). Each
 * screen is its own chunk (the whole area in one module passed the 130 KB budget once the three
 * parts of the back-office were in it): the shell renders at once — on the server too — and the
 * screen after its chunk has arrived (the server and the browser's first render both show the
 * loading line, so hydration matches).
 */
const SCREENS: Partial<Record<RouteId, ScreenLoader>> = {
  admin: todayScreen,
  adminHolidays: holidaysScreen,
  adminPostalCodes: postalCodesScreen,
  adminPostalCodesMealDelivery: postalCodesScreen,
  adminFranchises: restaurantsScreen,
  adminKitchenNumbers: kitchenNumbersScreen,
  adminMealDeliveryLabels: labelsScreen,
  adminCorpLabels: labelsScreen,
  adminTagRoutes: tagRoutesScreen,
  adminMobileTags: mobileTagsScreen,
  adminAccounts: accountsScreen,
  adminCorporate: corporateScreen,
  adminInvoices: invoicesScreen,
  adminInvoicesRetail: invoicesScreen,
  adminInvoicesMealDelivery: invoicesScreen,
  adminInvoicesCatering: invoicesScreen,
  adminInvoicesMobile: invoicesScreen,
  adminReports: reportsScreen,
  adminPaymentsReport: reportsScreen,
  adminCenturyDollarCreditsReport: reportsScreen,
  adminProducts: productsScreen,
  adminProductsMealDelivery: productsScreen,
  adminProductsCatering: productsScreen,
  adminProductsRetail: productsScreen,
  adminProductsStore: productsScreen,
  adminBlogs: blogsScreen,
  adminBanners: bannersScreen,
  adminGiftCards: giftCardsScreen,
  adminPromoCodes: promoCodesScreen,
  adminPostalCodesRetail: retailPostalCodesScreen,
  adminAppointments: appointmentsScreen,
  adminMessages: inboxScreen,
};
const loadedScreens = new Map<ScreenLoader, ComponentType>();

/** The URL's screen (Today for the area's home), or null while its chunk arrives. */
function useScreen(routeId: RouteId | undefined): { Screen: ComponentType | null; failed: boolean } {
  // any path the map gives the area without a screen of its own (the loader 404s the rest): Today
  const load = (routeId && SCREENS[routeId]) || todayScreen;
  const [, setLoaded] = useState(0);
  const [failed, setFailed] = useState<ScreenLoader | null>(null);
  useEffect(() => {
    if (!load || loadedScreens.has(load)) return;
    let live = true;
    load().then(
      (screen) => {
        loadedScreens.set(load, screen);
        if (live) setLoaded((n) => n + 1);
      },
      () => live && setFailed(() => load),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return { Screen: loadedScreens.get(load) ?? null, failed: failed === load };
}

export function Component() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const session = useSession();
  const location = useLocation();
  const content = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  // phones: the menu folds behind its button, closed on each new page
  const [menuOpen, setMenuOpen] = useState(false);

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
  const { Screen, failed } = useScreen(routeId);
  const tool = toolOfRoute(routeId);
  const pageTitle = tool ? t(`tools.${tool.key}`) : t('shell.today');
  if (state.status === 'anonymous') return <Navigate replace to={withNext(paths.login(lang), location.pathname + location.search)} />;
  if (state.status === 'authenticated' && state.user.type !== SUPER_USER_TYPE) return <Navigate replace to={paths.home(lang)} />;
  // the second factor first (ADR 378): a pending session passes its code, a super user not yet
  // enrolled enrols, before any tool of the area shows
  const factor = state.status === 'authenticated' ? secondFactorOf(state.user) : 'none';
  if (factor === 'required' || factor === 'enrol') {
    return (
      <div className="container admin">
        <div id="admin-content" className="admin-content" ref={content} tabIndex={-1}>
          {factor === 'required' ? (
            <SecondFactorCodeScreen lang={lang} onVerified={session.completeSecondFactor} />
          ) : (
            <EnrolmentScreen
              lang={lang}
              onDone={async () => {
                session.update({ secondFactor: 'verified' } as Partial<SessionUser>);
                await session.refresh({ all: true });
              }}
            />
          )}
        </div>
      </div>
    );
  }

  return (
    <AdminAlertsProvider>
      <StepUpProvider lang={lang}>
        <div className="container admin">
          <a className="skip-link" href="#admin-content">
            {t('shell.skip')}
          </a>
          <nav className={`admin-nav${menuOpen ? ' admin-nav--open' : ''}`} aria-label={t('shell.nav')}>
            <div className="admin-nav__head">
              <p className="admin-nav__title">
                <NavLink to={paths.admin.root(lang)} end>
                  {t('shell.today')}
                </NavLink>
              </p>
              <button
                type="button"
                className="admin-nav__toggle"
                aria-expanded={menuOpen}
                aria-controls="admin-nav-groups"
                onClick={() => setMenuOpen((o) => !o)}
              >
                {t('shell.menu')}
              </button>
            </div>
            <div id="admin-nav-groups" className="admin-nav__groups">
              {ADMIN_GROUPS.map((group) => (
                <div key={group.key} className="admin-nav__group">
                  <p className="admin-nav__group-title" id={`admin-nav-${group.key}`}>
                    {t(`shell.groups.${group.key}`)}
                  </p>
                  <ul aria-labelledby={`admin-nav-${group.key}`}>
                    {toolsOfGroup(group).map((tool) => (
                      <li key={tool.key}>
                        <NavLink to={buildPathUnchecked(tool.route, lang)} onClick={() => setMenuOpen(false)}>
                          {t(`tools.${tool.key}`)}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </nav>
          <div id="admin-content" className="admin-content" ref={content} tabIndex={-1}>
            {Screen ? (
              <Screen />
            ) : failed ? (
              <>
                <h1>{pageTitle}</h1>
                <p className="admin-error" role="alert">
                  {t('shell.failed')}
                </p>
              </>
            ) : (
              // the page's heading while its screen arrives (the screen renders its own, the same)
              <>
                <h1>{pageTitle}</h1>
                <p role="status">{t('shell.loading')}</p>
              </>
            )}
          </div>
        </div>
      </StepUpProvider>
    </AdminAlertsProvider>
  );
}

/** Whether a route of the admin area has its screen (tested: every tool's route has one). */
export function hasScreen(id: RouteId): boolean {
  return SCREENS[id] !== undefined;
}
