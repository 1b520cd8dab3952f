// One order as the server recorded it (GET /orders/{id}): its facts (number, status, when it was
// placed, the service, delivery or pickup, the date and address), its lines, its totals with both
// taxes, and — in the account's detail — every payment. Shared by the store's Success step and the
// account's order detail (issue 9). The lines keep what "order again" will need later (product,
// kind, portion, day); `actions` is the place for such buttons. The discount lines are the cart's:
// the automatic promotion and the promo code, each on its own line (ADR 190).
import type { OrderReply } from '@mijote/contracts';
import { formatInstantDate, formatMoney, formatWallTime, PAYMENT_METHOD_IDS, STORE_KINDS, WEEKDAYS } from '@mijote/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/day-format';
import type { Lang } from '../../lib/paths';
import { LineChoices } from './line-choices';
import { taxLabels } from './tax-labels';
import '../../styles/order.css';

/** Only a weekday group's line is for a day of its own (catering, bistro and store lines follow the order's date). */
const isWeekdayGroupName = (g: string) => (WEEKDAYS as readonly string[]).includes(g);

const PROCEDURES = ['delivery', 'pickup', 'eat-in'] as const;
const PAYMENT_STATUSES = ['pending', 'approved', 'declined', 'error', 'refunded'] as const;

type Payment = OrderReply['payments'][number];

/** How a payment was made, in words: "Visa ending in 4242", "Century Dollars", "Interac Online". */
/** The catering options of an order, in the reader's words (ADR 222). */
function cateringOptionTexts(
  t: (key: string, o?: Record<string, unknown>) => string,
  o: OrderReply['cateringOptions'],
  lang: Lang,
): string[] {
  if (!o) return [];
  return [
    ...(o.utensils ? [t('catering.utensils')] : []),
    ...(o.servingUtensils ? [t('catering.servingUtensils')] : []),
    ...(o.packageType ? [t(o.packageType === 'P' ? 'catering.plated' : 'catering.chafing')] : []),
    ...(o.staffOnSite ? [t('catering.staffOnSite')] : []),
    // the reader's time format (16 h, 16 h 30 in French; 4 p.m., 4:30 p.m. in English; issue 28)
    ...(o.kitchenTime ? [`${t('catering.kitchenTime')} ${formatWallTime(o.kitchenTime, lang)}`] : []),
  ];
}

export function paymentText(t: TFunction, p: Payment): string {
  if (p.PaymentMethodId === PAYMENT_METHOD_IDS.card) {
    if (p.cardLast4 && p.cardBrand)
      return t('store:success.card', { brand: t(`common:cardBrands.${p.cardBrand}`, { defaultValue: p.cardBrand }), last4: p.cardLast4 });
    if (p.cardLast4) return t('store:success.cardLast4', { last4: p.cardLast4 });
    return t('store:order.methods.card');
  }
  if (p.PaymentMethodId === PAYMENT_METHOD_IDS.centuryDollars) return t('store:order.methods.centuryDollars');
  if (p.PaymentMethodId === PAYMENT_METHOD_IDS.interacOnline) return t('store:order.methods.interac');
  if (p.PaymentMethodId === PAYMENT_METHOD_IDS.giftCard) return t('store:order.methods.giftCard');
  return t('store:order.methods.other');
}

/** The processor payment of an order (card or Interac Online), the last one made. */
export function processorPayment(order: OrderReply): Payment | undefined {
  return [...order.payments]
    .reverse()
    .find((p) => p.PaymentMethodId === PAYMENT_METHOD_IDS.card || p.PaymentMethodId === PAYMENT_METHOD_IDS.interacOnline);
}

interface Address {
  name?: string;
  company?: string | null;
  line1?: string;
  line2?: string | null;
  city?: string;
  province?: string;
  postalCode?: string;
}

export interface OrderViewProps {
  order: OrderReply;
  lang: Lang;
  /** The account's detail: when it was placed, the service, the comment and every payment. */
  detailed?: boolean;
  /** Buttons under the order (the account's detail: back to the list; later "order again"). */
  actions?: ReactNode;
}

export function OrderView({ order, lang, detailed = false, actions }: OrderViewProps) {
  const { t } = useTranslation('store');
  const tax = taxLabels(t, lang);
  const money = (c: number) => formatMoney(c, lang);
  const minus = (c: number) => `−${formatMoney(c, lang)}`;
  const main = processorPayment(order);
  const address = order.deliveryAddress as Address | null;
  const store = (STORE_KINDS as readonly string[]).includes(order.store) ? t(`common:stores.${order.store}`) : order.store;
  // gift cards only: nothing is delivered, the cards go by e-mail (issue 28)
  const procedure = order.giftCards?.only
    ? t('order.sentByEmail')
    : (PROCEDURES as readonly string[]).includes(order.checkoutProcedure)
      ? t(`order.procedures.${order.checkoutProcedure}`)
      : order.checkoutProcedure;
  const dateLabel =
    order.checkoutProcedure === 'delivery'
      ? t('success.deliveryOn')
      : order.checkoutProcedure === 'eat-in'
        ? t('success.eatInOn')
        : t('success.pickupOn');

  const unsplit = order.discount - order.promotion.discount - (order.promoCode?.discount ?? 0);
  const rows: { key: string; label: string; value: string; minus?: boolean }[] = [
    { key: 'subtotal', label: t('totals.subtotal'), value: money(order.subTotal + order.extraCharge) },
    ...(order.promotion.discount > 0
      ? [
          {
            key: 'promotion',
            label: t('totals.promotion', { names: order.promotion.applied.map((k) => t(`order.promotionApplied.${k}`)).join(', ') }),
            value: minus(order.promotion.discount),
            minus: true,
          },
        ]
      : []),
    ...(order.subsidized > 0 ? [{ key: 'subsidized', label: t('totals.subsidized'), value: minus(order.subsidized), minus: true }] : []),
    ...(order.promoCode && order.promoCode.discount > 0
      ? [
          {
            key: 'promo',
            label: t('totals.promoCode', { code: order.promoCode.code }),
            value: minus(order.promoCode.discount),
            minus: true,
          },
        ]
      : []),
    // a discount the two lines do not explain (a declined order's given-back code): one line
    ...(unsplit > 0 ? [{ key: 'discount', label: t('success.discount'), value: minus(unsplit), minus: true }] : []),
    ...(order.checkoutProcedure === 'delivery' && !order.giftCards?.only
      ? [{ key: 'delivery', label: t('totals.delivery'), value: order.deliveryCharge ? money(order.deliveryCharge) : t('totals.free') }]
      : []),
    { key: 'gst', label: tax.gst, value: money(order.tax1) },
    { key: 'qst', label: tax.qst, value: money(order.tax2) },
    ...(order.tip > 0 ? [{ key: 'tip', label: t('totals.tip'), value: money(order.tip) }] : []),
    ...(order.centuryDollarsApplied > 0
      ? [{ key: 'cd', label: t('totals.centuryDollars'), value: minus(order.centuryDollarsApplied), minus: true }]
      : []),
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
          <dd data-status={order.status}>{t(`success.statuses.${order.status}`)}</dd>
        </div>
        {detailed && (
          <>
            <div>
              <dt>{t('order.placed')}</dt>
              <dd>{formatInstantDate(order.createdAt, lang)}</dd>
            </div>
            <div>
              <dt>{t('order.store')}</dt>
              <dd>{store}</dd>
            </div>
            <div>
              <dt>{t('order.procedure')}</dt>
              <dd>
                {procedure}
                {order.isRush && ` · ${t('order.rush')}`}
              </dd>
            </div>
          </>
        )}
        {order.deliveryDate && (
          <div>
            <dt>{dateLabel}</dt>
            <dd>
              {formatDay(order.deliveryDate, lang)}
              {order.deliveryTime && `, ${formatWallTime(order.deliveryTime, lang)}`}
            </dd>
          </div>
        )}
        {order.giftCards && (
          <div>
            <dt>{t('order.giftCardsTo')}</dt>
            <dd data-testid="gift-card-recipient">
              {order.giftCards.recipientName} ({order.giftCards.recipientEmail})
            </dd>
          </div>
        )}
        {order.numberOfPeople !== null && (
          <div>
            <dt>{t('catering.people')}</dt>
            <dd>{order.numberOfPeople}</dd>
          </div>
        )}
        {cateringOptionTexts(t, order.cateringOptions, lang).length > 0 && (
          <div>
            <dt>{t('catering.legend')}</dt>
            <dd>{cateringOptionTexts(t, order.cateringOptions, lang).join(', ')}</dd>
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
              {address.company && (
                <>
                  {address.company}
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
        {!detailed && main && (
          <div>
            <dt>{t('success.payment')}</dt>
            <dd>{paymentText(t, main)}</dd>
          </div>
        )}
        {detailed && order.comment && (
          <div>
            <dt>{t('order.comment')}</dt>
            <dd className="order__comment">{order.comment}</dd>
          </div>
        )}
      </dl>

      {detailed && <h2 className="order__section-title">{t('success.linesCaption')}</h2>}
      <table className="order__table order__lines">
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
            <tr key={d.Id} data-product-id={d.productId ?? undefined}>
              <td>
                {d.title}
                {d.isFamilyPack && <span className="order__kind"> · {t('card.kinds.familyPack')}</span>}
                {d.isKidsMeal && <span className="order__kind"> · {t('card.kinds.kids')}</span>}
                {d.isHalfPortion && <span className="order__kind"> · {t('card.kinds.half')}</span>}
                {d.cartGroup && d.requiredBy && isWeekdayGroupName(d.cartGroup) && (
                  <span className="order__day"> · {formatDay(d.requiredBy, lang)}</span>
                )}
                {/* the side and each box's choices: what the kitchen will cook (ADR 369) */}
                <LineChoices lines={d.choiceLines} />
              </td>
              <td>{d.quantity}</td>
              <td>{money(d.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <table className="order__totals">
        <caption className="visually-hidden">{t('totals.caption')}</caption>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className={r.minus ? 'order__minus' : undefined}>
              <th scope="row">{r.label}</th>
              <td>{r.value}</td>
            </tr>
          ))}
          <tr className="order__total">
            <th scope="row">{order.status === 'paid' ? t('success.paid') : t('totals.total')}</th>
            <td>{money(order.total)}</td>
          </tr>
        </tbody>
      </table>

      {detailed && order.payments.length > 0 && (
        <>
          <h2 className="order__section-title">{t('order.paymentsTitle')}</h2>
          <table className="order__table order__payments">
            <caption className="visually-hidden">{t('order.paymentsTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('order.paymentMethod')}</th>
                <th scope="col">{t('order.paymentStatus')}</th>
                <th scope="col">{t('success.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {order.payments.map((p, i) => (
                <tr key={i}>
                  <td>{paymentText(t, p)}</td>
                  <td>{(PAYMENT_STATUSES as readonly string[]).includes(p.status) ? t(`order.paymentStatuses.${p.status}`) : p.status}</td>
                  <td>{money(p.Amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {actions && <div className="order__actions">{actions}</div>}
    </div>
  );
}
