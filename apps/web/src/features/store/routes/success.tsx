// Success step (customer-side §2, §4): the placed order as the server recorded it (GET /orders/{id}):
// lines, totals with both taxes, payment, delivery. An Interac Online payment comes back here with
// the bank's signed result, which is completed first (POST /orders/{id}/fix-interact-payment).
import type { OrderReply } from '@mijote/contracts';
import { formatMoney, formatWallTime, PAYMENT_METHOD_IDS } from '@mijote/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { ApiError, errorText } from '../../../lib/api-client';
import { dispatchServerCartChange } from '../../../lib/cart/events';
import { cartKey } from '../../../lib/cart/use-cart';
import { usePageTitle } from '../../../lib/page-meta';
import { paths, type Lang } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session';
import { fixInteracPayment, useOrder } from '../api';
import { formatDay } from '../format';
import { useStoreKind } from '../store';
import { ShareOrder } from '../components/share-order';
import { taxLabels } from '../components/totals';
import { failurePathFor } from './failure';

function OrderDetails({ order, lang }: { order: OrderReply; lang: Lang }) {
  const { t } = useTranslation('store');
  const tax = taxLabels(t, lang);
  const minus = (c: number) => `−${formatMoney(c, lang)}`;
  const card = order.payments.find((p) => p.PaymentMethodId === PAYMENT_METHOD_IDS.card && p.cardLast4);
  const interac = order.payments.some((p) => p.PaymentMethodId === PAYMENT_METHOD_IDS.interacOnline);
  const payment = card
    ? card.cardBrand
      ? t('success.card', { brand: t(`common:cardBrands.${card.cardBrand}`), last4: card.cardLast4 })
      : t('success.cardLast4', { last4: card.cardLast4 })
    : interac
      ? t('confirm.payment.interac')
      : null;
  const address = order.deliveryAddress as { name?: string; line1?: string; line2?: string | null; city?: string; postalCode?: string } | null;
  const rows: [string, string, string][] = [
    ['subtotal', t('totals.subtotal'), formatMoney(order.subTotal + order.extraCharge, lang)],
    ...(order.discount > 0 ? ([['discount', t('success.discount'), minus(order.discount)]] as [string, string, string][]) : []),
    ...(order.subsidized > 0 ? ([['subsidized', t('totals.subsidized'), minus(order.subsidized)]] as [string, string, string][]) : []),
    ...(order.checkoutProcedure === 'delivery' ? ([['delivery', t('totals.delivery'), order.deliveryCharge ? formatMoney(order.deliveryCharge, lang) : t('totals.free')]] as [string, string, string][]) : []),
    ['gst', tax.gst, formatMoney(order.tax1, lang)],
    ['qst', tax.qst, formatMoney(order.tax2, lang)],
    ...(order.tip > 0 ? ([['tip', t('totals.tip'), formatMoney(order.tip, lang)]] as [string, string, string][]) : []),
    ...(order.centuryDollarsApplied > 0 ? ([['cd', t('totals.centuryDollars'), minus(order.centuryDollarsApplied)]] as [string, string, string][]) : []),
    ['total', t('success.paid'), formatMoney(order.total, lang)],
  ];
  return (
    <div className="order">
      <dl className="order__facts">
        <div>
          <dt>{t('success.number')}</dt>
          <dd>{order.Id}</dd>
        </div>
        <div>
          <dt>{t('success.status')}</dt>
          <dd>{t(`success.statuses.${order.status}`)}</dd>
        </div>
        {order.deliveryDate && (
          <div>
            <dt>{order.checkoutProcedure === 'pickup' ? t('success.pickupOn') : t('success.deliveryOn')}</dt>
            <dd>
              {formatDay(order.deliveryDate, lang)}
              {order.deliveryTime && `, ${formatWallTime(order.deliveryTime, lang)}`}
            </dd>
          </div>
        )}
        {address?.line1 && (
          <div>
            <dt>{t('success.address')}</dt>
            <dd>
              {address.name && (
                <>
                  {address.name}
                  <br />
                </>
              )}
              {address.line1}
              {address.line2 && `, ${address.line2}`}
              <br />
              {address.city} {address.postalCode}
            </dd>
          </div>
        )}
        {payment && (
          <div>
            <dt>{t('success.payment')}</dt>
            <dd>{payment}</dd>
          </div>
        )}
      </dl>
      <table className="order__lines">
        <caption className="visually-hidden">{t('success.linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('success.item')}</th>
            <th scope="col">{t('success.quantity')}</th>
            <th scope="col">{t('success.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {order.details.map((d) => (
            <tr key={d.Id}>
              <td>
                {d.title}
                {d.isFamilyPack && <span className="cart-summary__kind"> · {t('card.kinds.familyPack')}</span>}
                {d.isKidsMeal && <span className="cart-summary__kind"> · {t('card.kinds.kids')}</span>}
                {d.cartGroup && d.requiredBy && d.cartGroup !== 'generic' && <span className="order__day"> · {formatDay(d.requiredBy, lang)}</span>}
              </td>
              <td>{d.quantity}</td>
              <td>{formatMoney(d.amount, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="totals">
        <caption className="visually-hidden">{t('totals.caption')}</caption>
        <tbody>
          {rows.map(([key, label, value]) => (
            <tr key={key} className={`totals__row totals__row--${key}${key === 'total' ? ' totals__row--strong' : ''}`}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Component() {
  const store = useStoreKind();
  const lang = useLang();
  const { t } = useTranslation('store');
  usePageTitle('storeSuccess', { store: t(`common:stores.${store}`) });
  const { state } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const orderId = Number(useParams()['orderId']);
  const [search, setSearch] = useSearchParams();
  const interacResult = search.get('interacResult');
  const [fixError, setFixError] = useState<string | null>(null);
  const fixing = useRef(false);
  const signedIn = state.status === 'authenticated';
  const order = useOrder(orderId, signedIn && !interacResult);

  useEffect(() => {
    if (!interacResult || !signedIn || fixing.current) return;
    fixing.current = true;
    fixInteracPayment(orderId, interacResult)
      .then(async () => {
        dispatchServerCartChange(store);
        await queryClient.invalidateQueries({ queryKey: cartKey(store) });
        setSearch({}, { replace: true });
      })
      .catch((err: unknown) => {
        const failure = err instanceof ApiError ? failurePathFor(err.code, store, lang, orderId) : null;
        if (failure) void navigate(failure, { replace: true });
        else setFixError(errorText(t, err));
      })
      .finally(() => {
        fixing.current = false;
      });
  }, [interacResult, signedIn, orderId, store, lang, navigate, queryClient, setSearch, t]);

  const o = order.data;
  return (
    <>
      <header className="store-head">
        <h1>{t('success.title')}</h1>
        {o?.status === 'paid' && <p className="store-head__lead">{t('success.lead', { email: state.user?.email ?? '' })}</p>}
      </header>
      {fixError ? (
        <p className="alert alert--danger" role="alert">
          {fixError}
        </p>
      ) : state.status === 'anonymous' ? (
        <p>{t('success.signIn')}</p>
      ) : !o ? (
        order.isError ? (
          <p className="alert alert--danger" role="alert">
            {errorText(t, order.error)}
          </p>
        ) : (
          <p role="status">{interacResult ? t('success.confirmingInterac') : t('loading')}</p>
        )
      ) : (
        <>
          <OrderDetails order={o} lang={lang} />
          {o.status === 'paid' && <ShareOrder orderId={o.Id} store={store} lang={lang} pageUrl={`${window.location.origin}${paths.home(lang)}`} />}
        </>
      )}
      <p className="store-actions">
        <Link className="button button--primary" to={paths.account.orders(lang)}>
          {t('success.history')}
        </Link>
        <Link className="button button--ghost" to={paths.store.menu(store, lang)}>
          {t('success.continue')}
        </Link>
      </p>
    </>
  );
}
