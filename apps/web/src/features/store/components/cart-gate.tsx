// What Review and Confirm show until there is a cart to work on: loading, the cart's error, or an
// empty cart with the way back to the menu. The page itself gets the priced cart once it has lines.
import type { CartReply } from '@mijote/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../lib/api-client';
import type { UseCart } from '../../../lib/cart/use-cart';
import { paths, type Lang } from '../../../lib/paths';
import type { OpenStoreKind } from '../../../lib/stores';
import { itemCount, keptLines } from '../cart-edit';
import { useReportSteps } from './order-steps';

export function CartGate({
  cart,
  store,
  lang,
  children,
}: {
  cart: UseCart;
  store: OpenStoreKind;
  lang: Lang;
  children: (reply: CartReply) => ReactNode;
}) {
  const { t } = useTranslation('store');
  const reply = cart.reply;
  const empty = !reply || itemCount(keptLines(reply.lines)) === 0;
  // the steps bar: an empty cart has done nothing yet (issue 11); unknown while loading or failed
  useReportSteps({ cartEmpty: (cart.isLoading || cart.error) && !reply ? undefined : empty });
  if (cart.isLoading && !reply) return <p role="status">{t('loading')}</p>;
  if (cart.error && !reply) {
    return (
      <p className="alert alert--danger" role="alert">
        {errorText(t, cart.error)}
      </p>
    );
  }
  if (empty) {
    return (
      <div className="store-empty">
        <p>{t('review.empty')}</p>
        <Link className="button button--primary" to={paths.store.menu(store, lang)}>
          {t('review.toMenu')}
        </Link>
      </div>
    );
  }
  return children(reply);
}
