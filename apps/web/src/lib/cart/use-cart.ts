// The cart of one store, the same way for visitors and customers (ADR 170): a customer's cart
// lives on the server (GET|PUT /cart, versioned); a visitor's in local storage, priced by
// POST /cart/price. Either way the page gets the server's priced reply (lines, totals, flags) —
// the web never computes a price itself.
import { CartDocument, type CartReply, type StoreKindCd } from '@mijote/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { ApiError, apiFetch } from '../api-client';
import type { Lang } from '../paths';
import { useSession } from '../session/session';
import { EMPTY_CART, readLocalCart, subscribeLocalCarts, writeLocalCart } from './local-cart';

export const cartKey = (store: StoreKindCd) => ['cart', store] as const;

export interface UseCart {
  /** The priced cart (undefined while the first answer is on its way). */
  reply: CartReply | undefined;
  /** The cart document the customer edits. */
  doc: CartDocument;
  isLoading: boolean;
  isSaving: boolean;
  error: unknown;
  /** Applies a change to the document and saves it (server or local storage); resolves priced. */
  update(change: (doc: CartDocument) => CartDocument): Promise<CartReply | undefined>;
  /** Empties the cart. */
  clear(): Promise<void>;
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

  const query = useQuery({
    queryKey: signedIn ? [...cartKey(store), lang, 'account'] : [...cartKey(store), lang, 'local', local],
    queryFn: ({ signal }) =>
      signedIn
        ? apiFetch<CartReply>(`/cart?store=${store}&language=${lang}`, { signal })
        : apiFetch<CartReply>('/cart/price', { method: 'POST', body: { store, language: lang, cart: local }, signal }),
    enabled: ready,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const save = useMutation({
    mutationFn: async (next: CartDocument): Promise<CartReply | undefined> => {
      if (!signedIn) {
        writeLocalCart(store, next);
        return undefined; // the query re-prices the new document
      }
      const put = (version: number | undefined) =>
        apiFetch<CartReply>('/cart', { method: 'PUT', body: { store, language: lang, cart: next, version }, lang });
      try {
        return await put(query.data?.version);
      } catch (err) {
        // another tab or device wrote first: last write wins for this customer action
        if (err instanceof ApiError && err.code === 'cart-version-conflict') return put(undefined);
        throw err;
      }
    },
    onSuccess: (reply) => {
      if (reply) queryClient.setQueryData([...cartKey(store), lang, 'account'], reply);
    },
  });

  const doc = signedIn ? (query.data?.cart ?? EMPTY_CART) : local;

  const update = useCallback(
    async (change: (doc: CartDocument) => CartDocument) => save.mutateAsync(CartDocument.parse(change(doc))),
    [doc, save],
  );

  const clear = useCallback(async () => {
    if (signedIn) {
      await apiFetch(`/cart?store=${store}`, { method: 'DELETE' });
      await queryClient.invalidateQueries({ queryKey: cartKey(store) });
    } else writeLocalCart(store, EMPTY_CART);
  }, [queryClient, signedIn, store]);

  return {
    reply: query.data,
    doc,
    isLoading: !ready || query.isPending,
    isSaving: save.isPending,
    error: query.error ?? save.error,
    update,
    clear,
  };
}
