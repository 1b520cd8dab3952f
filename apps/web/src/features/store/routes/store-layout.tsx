// The nested store router's layout (customer-side §2): the order-steps bar, the session-expired
// notice (the account area's, with its way to log in again), the child page, and the modals of the store (billing address on review and confirm,
// holiday notice in meal delivery and catering). The store kind comes from the hosting section.
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { SessionExpiredNotice } from '../../../components/session/session-expired-notice';
import { matchPath } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session';
import { useStickyHeaderHeight } from '../../../lib/sticky-header';
import { OrderSteps, StepsReportProvider, type StepsFacts } from '../components/order-steps';
import { BillingAddressModal, HolidayNoticeModal } from '../components/store-modals';
import { useStoreKind } from '../store';
import '../../../styles/store.css';

/**
 * After a step change inside the store, the new page opens at its top (issue 11, ADR 211: Success
 * opened where Confirm was scrolled to; back and forward keep the browser's position) and focus goes
 * to its title (screen readers hear it).
 */
function useFocusTitleOnNavigation(pathname: string) {
  const first = useRef(true);
  const navigation = useNavigationType();
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigation !== 'POP' && !window.location.hash) window.scrollTo({ top: 0, behavior: 'instant' });
    const frame = requestAnimationFrame(() => {
      const h1 = document.querySelector<HTMLElement>('main h1');
      if (!h1) return;
      h1.tabIndex = -1;
      // the page opened at its top, or where it was left (back)
      h1.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, navigation]);
}

export function Component() {
  const store = useStoreKind();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const { expired } = useSession();
  useFocusTitleOnNavigation(pathname);
  useStickyHeaderHeight();
  // what the page knows for the steps bar (the cart is empty, the order was paid…)
  const [report, setReport] = useState<(StepsFacts & { pathname: string }) | null>(null);
  const page = matchPath(pathname)?.id;
  const checkout = page === 'storeReviewOrder' || page === 'storeConfirmOrder';
  return (
    <div className="store" data-store={store}>
      <div className="container">
        <OrderSteps store={store} lang={lang} report={report} />
        {expired && <SessionExpiredNotice lang={lang} next={pathname + search} />}
        <StepsReportProvider value={setReport}>
          <Outlet />
        </StepsReportProvider>
      </div>
      <BillingAddressModal lang={lang} active={checkout} />
      {(store === 'mealDelivery' || store === 'catering') && (
        <HolidayNoticeModal key={store} store={store} lang={lang} active={page === 'storeMenu'} />
      )}
    </div>
  );
}
