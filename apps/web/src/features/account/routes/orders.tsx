// Order history (customer-side §2 Account "/orders", §3 Order statuses as labels): newest first,
// each with its date, store, delivery date, procedure, total and status, money and dates in the
// page language. No order yet: the ways to start one. A page at a time (ADR 391): "Show older
// orders" appends the next page while there is one, then moves the focus to the first order it added.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/layout/use-lang';
import { errorText } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session';
import { useOrders } from '../../../lib/account/api';
import { OrderList } from '../components/order-list';

export function Component() {
  const { t } = useTranslation(['account-pages', 'account']);
  const lang = useLang();
  usePageTitle('accountOrders');
  const { state } = useSession();
  const uuid = state.user?.uuid ?? '';
  const query = useOrders();
  const orders = query.data?.pages.flatMap((p) => p.orders) ?? [];
  const listRef = useRef<HTMLDivElement>(null);
  /** the index of the first order the page being loaded adds (focused once it shows) */
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || query.isFetchingNextPage) return;
    focusFrom.current = null;
    // the page failed or held nothing: the focus stays on the button
    listRef.current?.querySelectorAll('.order-card')[from]?.querySelector<HTMLElement>('a')?.focus();
  }, [orders.length, query.isFetchingNextPage]);

  const showOlder = () => {
    if (query.isFetchingNextPage) return; // aria-disabled, not disabled: the button keeps the focus
    focusFrom.current = orders.length;
    void query.fetchNextPage();
  };

  let body;
  if (!uuid || query.isPending) {
    body = (
      <p className="loading-note" role="status">
        {t('loading')}
      </p>
    );
  } else if (query.isError && !query.isFetchNextPageError) {
    body = (
      <div className="account-error">
        <p className="field__error" role="alert">
          {errorText(t, query.error)}
        </p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {t('actions.retry')}
        </button>
      </div>
    );
  } else if (orders.length === 0) {
    body = (
      <div className="empty-state">
        <p>{t('orders.empty')}</p>
        <ul className="empty-state__links">
          <li>
            <a className="button button--primary" href={paths.store.menu('mealDelivery', lang)}>
              {t('orders.startMealDelivery')}
            </a>
          </li>
          <li>
            <a className="button button--ghost" href={paths.store.menu('generic', lang)}>
              {t('orders.startStore')}
            </a>
          </li>
          <li>
            <a className="button button--ghost" href={paths.catering(lang)}>
              {t('orders.startCatering')}
            </a>
          </li>
        </ul>
      </div>
    );
  } else {
    body = (
      <div ref={listRef}>
        <OrderList orders={orders} lang={lang} />
        {query.isFetchNextPageError && (
          <p className="field__error" role="alert">
            {errorText(t, query.error)}
          </p>
        )}
        {query.hasNextPage && (
          <p className="order-list__more">
            <button
              type="button"
              className="button button--ghost"
              aria-busy={query.isFetchingNextPage}
              aria-disabled={query.isFetchingNextPage}
              onClick={showOlder}
            >
              {t('orders.showOlder')}
            </button>
          </p>
        )}
        <p className="visually-hidden" role="status">
          {query.isFetchingNextPage ? t('orders.loadingOlder') : ''}
        </p>
      </div>
    );
  }

  return (
    <section className="account-section account-section--plain" aria-labelledby="orders-title">
      <h2 id="orders-title" className="account-section__title">
        {t('orders.title')}
      </h2>
      {body}
    </section>
  );
}
