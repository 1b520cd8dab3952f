// The list of a customer's orders (customer-side §3 Order: statuses as labels), each opening to its detail.
import type { AccountOrdersReply } from '@mijote/contracts';
import { formatDate, formatInstantDate, formatMoney, isIsoDate, STORE_KINDS } from '@mijote/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, type Lang } from '../../../lib/paths';

const PROCEDURES = ['delivery', 'pickup', 'eat-in'] as const;

export function OrderList({ orders, lang }: { orders: AccountOrdersReply; lang: Lang }) {
  const { t } = useTranslation(['account-pages', 'account']);
  return (
    <ul className="order-list">
      {orders.map((o) => {
        const store = (STORE_KINDS as readonly string[]).includes(o.store) ? t(`common:stores.${o.store}`) : o.store;
        // gift cards only: nothing is delivered, they go by e-mail to their recipient (issue 28)
        const procedure = o.giftCards?.only
          ? t('orders.sentTo', { name: o.giftCards.recipientName, email: o.giftCards.recipientEmail })
          : (PROCEDURES as readonly string[]).includes(o.checkoutProcedure)
            ? t(`orders.procedures.${o.checkoutProcedure}`)
            : o.checkoutProcedure;
        return (
          <li key={o.Id} className="order-card">
            <div className="order-card__head">
              <h3 className="order-card__title">{t('orders.number', { id: o.Id })}</h3>
              <span className={`badge badge--${o.status}`}>{t(`orders.status.${o.status}`)}</span>
            </div>
            <dl className="order-card__facts">
              <div>
                <dt>{t('orders.placed')}</dt>
                <dd>{formatInstantDate(o.createdAt, lang)}</dd>
              </div>
              <div>
                <dt>{t('orders.store')}</dt>
                <dd>{store}</dd>
              </div>
              {!o.giftCards?.only && (
                <div>
                  <dt>{t('orders.deliveryDate')}</dt>
                  <dd>{o.deliveryDate && isIsoDate(o.deliveryDate) ? formatDate(o.deliveryDate, lang) : t('orders.noDate')}</dd>
                </div>
              )}
              <div>
                <dt>{t('orders.procedure')}</dt>
                <dd>{procedure}</dd>
              </div>
              {o.numberOfPeople !== null && (
                <div>
                  <dt>{t('orders.people')}</dt>
                  <dd>{o.numberOfPeople}</dd>
                </div>
              )}
              <div>
                <dt>{t('orders.total')}</dt>
                <dd className="order-card__total">{formatMoney(o.total, lang)}</dd>
              </div>
            </dl>
            <p className="order-card__more">
              <Link to={paths.account.order(lang, o.Id)}>
                {t('orders.details')}
                <span className="visually-hidden"> ({t('orders.number', { id: o.Id })})</span>
              </Link>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
