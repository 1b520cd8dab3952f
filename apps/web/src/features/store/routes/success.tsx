// Success step (customer-side §2, §4): what really became of the order, as the server recorded it
// (GET /orders/{id}) — paid (thanks, the order, the share offer), waiting for an Interac Online
// payment (or a card answer), declined (→ the Failure page's declined view), failed (→ its
// processing view), canceled or refunded; an order number that is not one, or that the account
// does not have, says so (issue 9). An Interac Online payment comes back here with the bank's
// signed result, which is completed first (POST /orders/{id}/fix-interact-payment). An order the
// office marked paid meanwhile (409 order-already-paid, here or from Confirm: ADR 366) says that
// the payment just made was refunded, and links to the order in the account.
import type { OrderReply } from '@mijote/contracts';
import { PAYMENT_METHOD_IDS } from '@mijote/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { OrderView, processorPayment } from '../../../components/order/order-view';
import { Alert } from '../../../islands/form/alert';
import { ApiError, errorText } from '../../../lib/api-client';
import { CUSTOMER_SERVICE_PHONE } from '../../../lib/contact';
import { usePageTitle } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session';
import { parseOrderId } from '../../../lib/order-id';
import { clusterInvoice, useFixInteracPayment, useOrder } from '../api';
import { useStoreKind } from '../store';
import { ShareOrder } from '../components/share-order';
import { useReportSteps, type StepsOutcome } from '../components/order-steps';
import { failureMessage } from '../failure-message';
import { failurePathFor } from '../failure-message';

/** Navigation state of the Success page (Confirm's placement answered order-already-paid). */
export interface SuccessState {
  orderId?: number;
  alreadyPaid?: boolean;
}

/** What the page shows for an order the API answered (declined and failed go to Failure). */
export type OrderOutcome = 'paid' | 'pending-interac' | 'pending-card' | 'declined' | 'failed' | 'canceled' | 'refunded';

export function orderOutcome(order: OrderReply): OrderOutcome {
  if (order.status === 'paid' || order.status === 'declined' || order.status === 'canceled' || order.status === 'refunded')
    return order.status;
  // unpaid: its processor payment says whether it is still on its way
  const pay = processorPayment(order);
  if (pay?.status === 'pending') return pay.PaymentMethodId === PAYMENT_METHOD_IDS.interacOnline ? 'pending-interac' : 'pending-card';
  return 'failed';
}

/** What the steps bar shows for each outcome: a placed and paid (even refunded) order did every step. */
const STEPS_OUTCOME: Record<OrderOutcome, StepsOutcome> = {
  paid: 'paid',
  refunded: 'paid',
  'pending-interac': 'pending',
  'pending-card': 'pending',
  declined: 'failed',
  failed: 'failed',
  canceled: 'failed',
};

export function Component() {
  const store = useStoreKind();
  const lang = useLang();
  const { t } = useTranslation('store');
  usePageTitle('storeSuccess', { store: t(`common:stores.${store}`) });
  const { state } = useSession();
  const navigate = useNavigate();
  const fixInteracPayment = useFixInteracPayment(store);
  const rawId = useParams()['orderId'];
  const orderId = parseOrderId(rawId);
  const [search, setSearch] = useSearchParams();
  const interacResult = search.get('interacResult');
  const [fixError, setFixError] = useState<string | null>(null);
  // the office recorded the payment first: the one just made was refunded (ADR 366)
  const location = useLocation();
  const [alreadyPaid, setAlreadyPaid] = useState(() => (location.state as SuccessState | null)?.alreadyPaid === true);
  const fixing = useRef(false);
  const signedIn = state.status === 'authenticated';
  const order = useOrder(orderId ?? 0, lang, signedIn && orderId !== null && !interacResult);

  // a paid bistro order joins its bistro's invoice batch (customer-side §4: the cluster invoice call)
  const clustered = useRef(false);
  const paidFranchiseOrder = order.data?.status === 'paid' && order.data.franchiseId !== null ? order.data.Id : null;
  useEffect(() => {
    if (paidFranchiseOrder === null || clustered.current) return;
    clustered.current = true;
    clusterInvoice(paidFranchiseOrder).catch(() => undefined); // the batch is the bistro's; nothing to show
  }, [paidFranchiseOrder]);

  useEffect(() => {
    if (!interacResult || !signedIn || orderId === null || fixing.current) return;
    fixing.current = true;
    fixInteracPayment(orderId, interacResult)
      .then(() => setSearch({}, { replace: true }))
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.code === 'order-already-paid') {
          setAlreadyPaid(true);
          setSearch({}, { replace: true });
          return;
        }
        const failure = err instanceof ApiError ? failurePathFor(err.code, store, lang, orderId) : null;
        if (failure) void navigate(failure, { replace: true });
        else setFixError(errorText(t, err));
      })
      .finally(() => {
        fixing.current = false;
      });
  }, [interacResult, signedIn, orderId, store, lang, navigate, fixInteracPayment, setSearch, t]);

  const o = order.data;
  const outcome = o ? orderOutcome(o) : null;
  useReportSteps({ outcome: outcome && !fixError ? STEPS_OUTCOME[outcome] : undefined });
  // declined or failed: the Failure page tells it (customer-side §8), with the way back
  useEffect(() => {
    if (outcome === 'declined' || outcome === 'failed')
      void navigate(paths.store.failure(store, lang, orderId ?? 0, failureMessage(outcome)), { replace: true });
  }, [outcome, navigate, store, lang, orderId]);

  let title = t('success.yourOrder');
  let body: ReactNode;
  if (orderId === null) {
    title = t('success.invalid.title');
    body = <p>{t('success.invalid.text', { value: rawId ?? '' })}</p>;
  } else if (fixError) {
    body = (
      <p className="alert alert--danger" role="alert">
        {fixError}
      </p>
    );
  } else if (state.status === 'anonymous') {
    body = <p>{t('success.signIn')}</p>;
  } else if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      title = t('success.notFound.title');
      body = <p>{t('success.notFound.text', { id: orderId })}</p>;
    } else {
      body = (
        <p className="alert alert--danger" role="alert">
          {errorText(t, order.error)}
        </p>
      );
    }
  } else if (!o || outcome === 'declined' || outcome === 'failed') {
    body = <p role="status">{interacResult ? t('success.confirmingInterac') : t('loading')}</p>;
  } else {
    if (outcome === 'paid') title = t('success.title');
    else if (outcome === 'pending-interac') title = t('success.pendingInterac.title');
    else if (outcome === 'pending-card') title = t('success.pendingCard.title');
    else if (outcome === 'canceled') title = t('success.canceled.title');
    else if (outcome === 'refunded') title = t('success.refunded.title');
    body = (
      <>
        {alreadyPaid && (
          <Alert tone="warning" title={t('success.alreadyPaid.title')}>
            <p data-testid="order-already-paid">{t('errors:codes.order-already-paid')}</p>
            <p>
              <Link to={paths.account.order(lang, o.Id)}>{t('success.alreadyPaid.link', { id: o.Id })}</Link>
            </p>
          </Alert>
        )}
        {outcome === 'paid' && !alreadyPaid && <p className="store-head__lead">{t('success.lead', { email: state.user?.email ?? '' })}</p>}
        {outcome === 'pending-interac' && (
          <Alert tone="warning">
            {t('success.pendingInterac.text', { id: o.Id })}{' '}
            <a href={`tel:${CUSTOMER_SERVICE_PHONE.tel}`}>{CUSTOMER_SERVICE_PHONE.display}</a>.
          </Alert>
        )}
        {outcome === 'pending-card' && (
          <Alert tone="warning">
            {t('success.pendingCard.text', { id: o.Id })}{' '}
            <button type="button" className="link-button" onClick={() => void order.refetch()}>
              {t('success.reload')}
            </button>
          </Alert>
        )}
        <OrderView order={o} lang={lang} />
        {outcome === 'paid' && (
          <ShareOrder orderId={o.Id} store={store} lang={lang} pageUrl={`${window.location.origin}${paths.home(lang)}`} />
        )}
      </>
    );
  }

  return (
    <>
      <header className="store-head">
        <h1>{title}</h1>
      </header>
      {body}
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
