// A generic-store cart holding restaurant or catering items is confirmed in that store (customer-side
// §4; the domain's genericCartRedirect, ADR 231): on the generic store's Review and Confirm, those
// groups move to the store's own cart (the bistro with them) and the customer goes on to its Confirm.
import type { CartDocument } from '@mijote/contracts';
import { genericCartRedirect } from '@mijote/domain';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { fetchAccountCart, putAccountCart } from '../../../lib/cart/api';
import { readLocalCart, writeLocalCart } from '../../../lib/cart/local-cart';
import type { UseCart } from '../../../lib/cart/use-cart';
import { paths, type Lang } from '../../../lib/paths';
import type { OpenStoreKind } from '../../../lib/stores';

const MOVED = ['restaurant', 'catering', 'custom'] as const;

export function useGenericCartRedirect(store: OpenStoreKind, cart: UseCart, lang: Lang, signedIn: boolean): void {
  const navigate = useNavigate();
  const target = store === 'generic' && cart.reply ? genericCartRedirect(cart.reply.cart.items) : null;
  const moving = useRef(false); // one move per visit of the page
  useEffect(() => {
    if (!target || moving.current) return;
    moving.current = true;
    const from = cart.reply!.cart;
    const join = (doc: CartDocument): CartDocument => {
      const items = { ...doc.items };
      for (const g of MOVED) if (from.items[g]?.length) items[g] = [...(items[g] ?? []), ...from.items[g]];
      return { ...doc, items, franchiseId: doc.franchiseId ?? from.franchiseId };
    };
    const write = signedIn
      ? fetchAccountCart(target, lang).then((r) => putAccountCart(target, lang, join(r.cart), r.version))
      : Promise.resolve(writeLocalCart(target, join(readLocalCart(target))));
    void write
      .then(() =>
        cart.update((doc) => {
          const items = { ...doc.items };
          for (const g of MOVED) delete items[g];
          return { ...doc, items };
        }),
      )
      .then(() => navigate(paths.store.confirmOrder(target, lang), { replace: true }))
      .catch(() => undefined); // once per visit: the page shows the cart as it is
  }, [target, cart, lang, signedIn, navigate]);
}
