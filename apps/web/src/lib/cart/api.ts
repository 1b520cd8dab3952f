// The cart endpoints (customer-side §4, ADR 170): the one place their paths are written. The cart
// layer (./use-cart.ts, ./local-cart.ts) owns the cache entries these replies go into.
import type { CartDocument, CartReply, StoreKindCd } from '@mijote/contracts';
import { apiFetch } from '../api-client';
import type { Lang } from '../paths';

/** GET /cart: the signed-in customer's stored cart of a store, priced. */
export const fetchAccountCart = (store: StoreKindCd, lang: Lang, signal?: AbortSignal) =>
  apiFetch<CartReply>(`/cart?store=${store}&language=${lang}`, { signal });

/** POST /cart/price: a visitor's document priced (and cut to the stock), nothing stored. */
export const priceCart = (store: StoreKindCd, lang: Lang, cart: CartDocument, signal?: AbortSignal) =>
  apiFetch<CartReply>('/cart/price', { method: 'POST', body: { store, language: lang, cart }, signal });

/** PUT /cart: the customer's new document (`version` undefined: last write wins). */
export const putAccountCart = (store: StoreKindCd, lang: Lang, cart: CartDocument, version: number | undefined) =>
  apiFetch<CartReply>('/cart', { method: 'PUT', body: { store, language: lang, cart, version }, lang });

/** POST /cart/merge: a visitor's local cart joins the account's at login. */
export const mergeCart = (store: StoreKindCd, lang: Lang, cart: CartDocument) =>
  apiFetch<CartReply>('/cart/merge', { method: 'POST', body: { store, language: lang, cart } });
