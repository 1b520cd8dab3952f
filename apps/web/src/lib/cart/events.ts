// Window events that keep every view of a cart in step (the header's quick cart island listens;
// it cannot import the cart layer, so the names live here without dependencies).

/** A visitor's local cart changed (dispatched by local-cart.ts; `detail` is the store kind). */
export const LOCAL_CART_EVENT = 'mijote:local-cart';
/** A customer's server cart was written (`detail` is the store kind). */
export const SERVER_CART_EVENT = 'mijote:cart';

/** The local-storage key of a visitor's cart of a store kind. */
export const localCartKey = (store: string): string => `mijote.cart.${store}`;

export function dispatchServerCartChange(store: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(SERVER_CART_EVENT, { detail: store }));
}
