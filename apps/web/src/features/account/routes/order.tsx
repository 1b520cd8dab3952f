// One order of the history (customer-side §2 Account, issue 9): its lines, delivery, payments,
// taxes and status as the server recorded them (GET /orders/{id}), in the page language. The
// actions row is where "order again" will go (its lines carry product, kind and day).
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { OrderView } from '../../../components/order/order-view';
import { ApiError, errorText } from '../../../lib/api-client';
import { useOrder } from '../../../lib/account/api';
import { parseOrderId } from '../../../lib/order-id';
import { usePageTitle } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session';

export function Component() {
  const { t } = useTranslation('account');
  const lang = useLang();
  usePageTitle('accountOrder');
  const { state } = useSession();
  const raw = useParams()['id'];
  const id = parseOrderId(raw);
  const query = useOrder(id ?? 0, lang, state.status === 'authenticated' && id !== null);
  const back = (
    <Link className="button button--ghost" to={paths.account.orders(lang)}>
      {t('order.back')}
    </Link>
  );

  let body;
  if (id === null) body = <p role="alert">{t('order.invalid', { value: raw ?? '' })}</p>;
  else if (query.isError) {
    body =
      query.error instanceof ApiError && query.error.status === 404 ? (
        <p role="alert">{t('order.notFound')}</p>
      ) : (
        <div className="account-error">
          <p className="field__error" role="alert">
            {errorText(t, query.error)}
          </p>
          <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </button>
        </div>
      );
  } else if (!query.data) {
    body = (
      <p className="loading-note" role="status">
        {t('loading')}
      </p>
    );
  } else body = <OrderView order={query.data} lang={lang} detailed actions={back} />;

  return (
    <section className="account-section account-section--plain" aria-labelledby="order-title">
      <h2 id="order-title" className="account-section__title">
        {id === null ? t('orders.title') : t('order.title', { id })}
      </h2>
      {body}
      {(id === null || query.isError) && <p className="order__actions">{back}</p>}
    </section>
  );
}
