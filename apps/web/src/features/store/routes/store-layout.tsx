// The nested store router's layout (customer-side §2): the order-steps bar, the session-expired
// notice (the account area's, with its way to log in again), the child page, and the modals of the store (billing address on review and confirm,
// holiday notice in meal delivery). The store kind comes from the hosting section.
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { SessionExpiredNotice } from '../../../components/session/session-expired-notice';
import { matchPath } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session';
import { OrderSteps } from '../components/order-steps';
import { BillingAddressModal, HolidayNoticeModal } from '../components/store-modals';
import { useStoreKind } from '../store';
import '../../../styles/store.css';

/** After a step change inside the store, focus goes to the new page's title (screen readers hear it). */
function useFocusTitleOnNavigation(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      const h1 = document.querySelector<HTMLElement>('main h1');
      if (!h1) return;
      h1.tabIndex = -1;
      h1.focus({ preventScroll: false });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

export function Component() {
  const store = useStoreKind();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const { expired } = useSession();
  useFocusTitleOnNavigation(pathname);
  const page = matchPath(pathname)?.id;
  const checkout = page === 'storeReviewOrder' || page === 'storeConfirmOrder';
  return (
    <div className="store" data-store={store}>
      <div className="container">
        <OrderSteps store={store} lang={lang} />
        {expired && <SessionExpiredNotice lang={lang} next={pathname + search} />}
        <Outlet />
      </div>
      <BillingAddressModal lang={lang} active={checkout} />
      <HolidayNoticeModal lang={lang} active={store === 'mealDelivery' && page === 'storeMenu'} />
    </div>
  );
}
