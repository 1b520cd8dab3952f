// The cart of one store, the same way for visitors and customers (ADR 170): a customer's cart
// lives on the server (GET|PUT /cart, versioned); a visitor's in local storage, priced by
// POST /cart/price. Either way the page gets the server's priced reply (lines, totals, flags) —
// the web never computes a price itself.
//
// Changes are applied in order to the latest document (two quick clicks never lose one), and each
// server write is announced with the `mijote:cart` window event (the header's quick cart listens).
import type { CartDocument, CartReply, StoreKindCd } from '@mijote/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { ApiError } from '../api-client';
import type { Lang } from '../paths';
import { useSession } from '../session/session';
import { fetchAccountCart, priceCart, putAccountCart } from './api';
import { dispatchServerCartChange } from './events';
import { EMPTY_CART, hasItems, mergeLocalCarts, readLocalCart, subscribeLocalCarts, writeLocalCart } from './local-cart';

export const cartKey = (store: StoreKindCd) => ['cart', store] as const;
const accountCartKey = (store: StoreKindCd, lang: Lang) => [...cartKey(store), lang, 'account'] as const;

export interface UseCart {
  /** The priced cart (undefined while the first answer is on its way). */
  reply: CartReply | undefined;
  /** The cart document the customer edits. */
  doc: CartDocument;
  isLoading: boolean;
  isSaving: boolean;
  error: unknown;
  /** Applies a change to the latest document and saves it (server or local storage); resolves priced. */
  update(change: (doc: CartDocument) => CartDocument): Promise<CartReply | undefined>;
}

export function useCart(store: StoreKindCd, lang: Lang): UseCart {
  const { state } = useSession();
  const queryClient = useQueryClient();
  const signedIn = state.status === 'authenticated';
  const ready = state.status !== 'loading';
  const local = useSyncExternalStore(
    subscribeLocalCarts,
    () => readLocalCart(store),
    () => EMPTY_CART,
  );

  // A visitor's cart left in this browser when a session appeared some other way than the login
  // form (another tab, a reload after signing in): it joins the account's cart, as at login.
  const leftover = signedIn && !state.user.isMasterLogin && hasItems(local);
  useEffect(() => {
    if (!leftover) return;
    void mergeLocalCarts(lang)
      .then(() => queryClient.invalidateQueries({ queryKey: cartKey(store) }))
      .catch(() => undefined); // kept locally for the next attempt
  }, [leftover, lang, queryClient, store]);

  const query = useQuery({
    queryKey: signedIn ? accountCartKey(store, lang) : [...cartKey(store), lang, 'local', local],
    queryFn: ({ signal }) => (signedIn ? fetchAccountCart(store, lang, signal) : priceCart(store, lang, local, signal)),
    enabled: ready && !leftover,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const save = useMutation({
    mutationFn: async (next: CartDocument): Promise<CartReply | undefined> => {
      if (!signedIn) {
        writeLocalCart(store, next);
        // The server prices the new document and cuts lines to the stock, as it does for a stored
        // cart (customer-side §5): the visitor keeps the server's document, so an add says what it
        // really added and Review what was cut (issue 9). Offline, the document stays as written.
        let reply: CartReply | undefined;
        try {
          reply = await priceCart(store, lang, next);
        } catch {
          return undefined; // the query prices the written document when it can
        }
        if (JSON.stringify(reply.cart) !== JSON.stringify(next)) writeLocalCart(store, reply.cart);
        return reply;
      }
      const put = (version: number | undefined) => putAccountCart(store, lang, next, version);
      try {
        return await put(queryClient.getQueryData<CartReply>(accountCartKey(store, lang))?.version);
      } catch (err) {
        // another tab or device wrote first: last write wins for this customer action
        if (err instanceof ApiError && err.code === 'cart-version-conflict') return put(undefined);
        throw err;
      }
    },
    onSuccess: (reply) => {
      if (!reply) return;
      queryClient.setQueryData(accountCartKey(store, lang), reply);
      dispatchServerCartChange(store);
    },
  });

  const doc = signedIn ? (query.data?.cart ?? EMPTY_CART) : local;

  // The document the next change applies to: the last one sent while writes are in flight.
  const latest = useRef<CartDocument | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pending = useRef(0);
  const { mutateAsync } = save;

  const update = useCallback(
    (change: (doc: CartDocument) => CartDocument) => {
      pending.current += 1;
      const run = async () => {
        try {
          // a customer's change applies to the stored cart: read it first if it is not here yet
          const base = signedIn
            ? (latest.current ??
              (
                await queryClient.ensureQueryData({
                  queryKey: accountCartKey(store, lang),
                  queryFn: () => fetchAccountCart(store, lang),
                })
              ).cart)
            : readLocalCart(store);
          const next = change(base); // the server parses it (PUT /cart, POST /cart/price)
          latest.current = next;
          return await mutateAsync(next);
        } catch (err) {
          latest.current = null; // the server keeps what it had: start again from its copy
          throw err;
        } finally {
          pending.current -= 1;
          if (pending.current === 0) latest.current = null;
        }
      };
      const p = queue.current.then(run, run);
      queue.current = p.catch(() => undefined);
      return p;
    },
    [lang, mutateAsync, queryClient, signedIn, store],
  );

  return {
    reply: query.data,
    doc,
    isLoading: !ready || leftover || query.isPending,
    isSaving: save.isPending,
    error: query.error ?? save.error,
    update,
  };
}
