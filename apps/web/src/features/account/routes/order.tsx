// One order of the history (customer-side §2 Account, issue 9): its lines, delivery, payments,
// taxes and status as the server recorded them (GET /orders/{id}), in the page language, and
// "order again" (ADR 215): the same dishes on the days open now, added to the store's cart,
// with the lines that could not be added said by name.
import type { OrderAgainReply, OrderReply } from '@mijote/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { OrderView } from '../../../components/order/order-view';
import { ApiError, errorText } from '../../../lib/api-client';
import { useOrder } from '../../../lib/account/api';
import { parseOrderId } from '../../../lib/order-id';
import { usePageTitle } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { useCart } from '../../../lib/cart/use-cart';
import { useSession } from '../../../lib/session/session';
import { isOpenStoreKind, type OpenStoreKind } from '../../../lib/stores';
import { fetchOrderAgain } from '../api';
import { countItems, withOrderAgainItems } from '../order-again';

export function Component() {
  const { t } = useTranslation(['account-pages', 'account']);
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
  } else {
    const order = query.data;
    body = (
      <OrderView
        order={order}
        lang={lang}
        detailed
        actions={
          <>
            {isOpenStoreKind(order.store) && <OrderAgain order={order} store={order.store} />}
            {state.status === 'authenticated' && (
              // the invoice as a PDF in the page's language (issue 15, ADR 341): a plain download
              <a
                className="button button--ghost"
                href={`/api/accounts/${state.user.uuid}/orders/${order.Id}/invoice.pdf?language=${lang}`}
                download={`${t('order.invoiceFile')}-${order.Id}.pdf`}
              >
                {t('order.invoice')}
              </a>
            )}
            {back}
          </>
        }
      />
    );
  }

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

/** The "order again" button and what it did (ADR 215). */
function OrderAgain({ order, store }: { order: OrderReply; store: OpenStoreKind }) {
  const { t } = useTranslation(['account-pages', 'account']);
  const lang = useLang();
  const cart = useCart(store, lang);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<OrderAgainReply | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function again() {
    setBusy(true);
    setProblem(null);
    try {
      const reply = await fetchOrderAgain(order.Id, lang);
      if (countItems(reply.items) > 0) await cart.update((doc) => withOrderAgainItems(doc, reply.items));
      setDone(reply);
    } catch (err) {
      setProblem(errorText(t, err));
    } finally {
      setBusy(false);
    }
  }

  const added = done ? countItems(done.items) : 0;
  return (
    <div className="order-again">
      <button type="button" className="button button--primary" onClick={() => void again()} disabled={busy}>
        {t('order.again.action')}
      </button>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      {done && (
        <div className="order-again__result" role="status">
          <p>{added > 0 ? t('order.again.added', { count: added }) : t('order.again.none')}</p>
          {done.skipped.length > 0 && (
            <>
              <p>{t('order.again.skipped')}</p>
              <ul>
                {done.skipped.map((s, i) => (
                  <li key={i}>
                    {t('order.again.skippedLine', { quantity: s.quantity, title: s.title, reason: t(`order.again.reasons.${s.reason}`) })}
                  </li>
                ))}
              </ul>
            </>
          )}
          {added > 0 && (
            <Link className="button button--ghost" to={paths.store.reviewOrder(store, lang)}>
              {t('order.again.review')}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
