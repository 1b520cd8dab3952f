// Order history (customer-side §2 Account "/orders", §3 Order statuses as labels): newest first,
// each with its date, store, delivery date, procedure, total and status, money and dates in the
// page language. No order yet: the ways to start one.
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

  let body;
  if (!uuid || query.isPending) {
    body = (
      <p className="loading-note" role="status">
        {t('loading')}
      </p>
    );
  } else if (query.isError) {
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
  } else if (query.data.length === 0) {
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
  } else body = <OrderList orders={query.data} lang={lang} />;

  return (
    <section className="account-section account-section--plain" aria-labelledby="orders-title">
      <h2 id="orders-title" className="account-section__title">
        {t('orders.title')}
      </h2>
      {body}
    </section>
  );
}
