// The customer's server-side cart (ADR 043, 160): read, replace, merge at login, clear; every
// answer is the priced cart (checkout/pricing.ts).
import {
  CartDocument,
  type CartItem,
  type CartReply,
  type PromotionDiscountReply,
  type QuickCartReply,
  type StoreKindCd,
} from '@mijote/contracts';
import type { DbHandle, DbOrTx } from '@mijote/db';
import { CART_GROUP_KEYS, keepsDeliveryWaiver } from '@mijote/domain';
import { AppError } from '../../errors.js';
import { loadPricingAccount } from '../checkout/repository.js';
import { priceCart, type Lang, type PricedCart, type PricingAccount } from '../checkout/pricing.js';
import { deleteCart, findCart, saveCart, type CartRow } from './repository.js';

export async function pricingAccount(db: DbOrTx, accountId: number): Promise<PricingAccount> {
  const row = await loadPricingAccount(db, accountId);
  if (!row) throw AppError.unauthorized();
  return { id: row.id, isMaster: row.isMasterLogin, centuryDollarCents: row.centuryDollarCents, subsidyId: row.subsidyId };
}

/** The stored document, read through the contract (a document from an older shape is reset). */
export function storedCart(row: CartRow | null): CartDocument {
  const parsed = CartDocument.safeParse(row?.content ?? {});
  return parsed.success ? parsed.data : CartDocument.parse({});
}

export function cartReply(priced: PricedCart, row: CartRow | null): CartReply {
  return {
    store: priced.store,
    version: row?.version ?? 0,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    cart: priced.cart,
    lines: priced.items.map((i) => i.line),
    totals: priced.totals,
    flags: priced.flags,
  };
}

/**
 * Quantities cut to what the inventory allows (customer-side §5); lines to remove stay, flagged.
 * A cut line keeps what the customer asked for in `cappedFrom` (the first ask, if it is cut again),
 * so the next read can still say so: the priced line of a stored 5 is no longer "max inventory".
 */
function clampedToInventory(priced: PricedCart): CartDocument {
  const items: CartDocument['items'] = {};
  for (const g of CART_GROUP_KEYS) {
    const list = priced.cart.items[g];
    if (!list) continue;
    items[g] = list.map((item, index) => {
      const line = priced.items.find((i) => i.line.group === g && i.line.index === index)?.line;
      if (!line || line.removalReason || !line.maxInventory) return item;
      return { ...item, quantity: line.quantity, cappedFrom: Math.max(item.cappedFrom ?? 0, item.quantity) };
    });
  }
  return { ...priced.cart, items };
}

interface CartCall {
  accountId: number;
  store: StoreKindCd;
  lang: Lang;
  now: Date;
}

/** A cart without a waiver its holder may not have (only a master login waives delivery fees). */
function withoutForeignWaiver(cart: CartDocument, account: PricingAccount | null): CartDocument {
  return cart.isDeliveryWaived && !account?.isMaster ? { ...cart, isDeliveryWaived: false } : cart;
}

export async function getCart(db: DbHandle, c: CartCall): Promise<CartReply> {
  const [row, account] = await Promise.all([findCart(db.db, c.accountId, c.store), pricingAccount(db.db, c.accountId)]);
  const priced = await priceCart(db.db, {
    store: c.store,
    cart: withoutForeignWaiver(storedCart(row), account),
    now: c.now,
    lang: c.lang,
    account,
  });
  return cartReply(priced, row);
}

/**
 * Stores the customer's document. The delivery waiver (customer-side §4, §6) is a master login's
 * to set — anyone else asking gets 403 — and a changed delivery postal code turns it off
 * (the domain's `keepsDeliveryWaiver`), whatever the client sends.
 */
export async function putCart(db: DbHandle, c: CartCall & { cart: CartDocument; version?: number | undefined }): Promise<CartReply> {
  const [account, before] = await Promise.all([pricingAccount(db.db, c.accountId), findCart(db.db, c.accountId, c.store)]);
  if (c.cart.isDeliveryWaived && !account.isMaster)
    throw new AppError(403, 'delivery-waiver-master-only', 'Only a master login may waive the delivery fees');
  if (!account.isMaster && Object.values(c.cart.items).some((list) => list?.some((i) => i.custom)))
    throw new AppError(403, 'custom-product-master-only', 'Only our staff can add a custom product');
  const stored = storedCart(before);
  const waived = keepsDeliveryWaiver(
    { waived: stored.isDeliveryWaived, postalCode: stored.postalCode },
    { waived: c.cart.isDeliveryWaived, postalCode: c.cart.postalCode },
    account.isMaster,
  );
  const cart = waived === c.cart.isDeliveryWaived ? c.cart : { ...c.cart, isDeliveryWaived: waived };
  const priced = await priceCart(db.db, { store: c.store, cart, now: c.now, lang: c.lang, account });
  const content = clampedToInventory(priced);
  const row = await saveCart(db.db, { accountId: c.accountId, store: c.store, content, at: c.now, expectedVersion: c.version });
  if (!row) {
    const current = await findCart(db.db, c.accountId, c.store);
    throw new AppError(409, 'cart-version-conflict', 'The cart was changed elsewhere', { version: current?.version ?? 0 });
  }
  return cartReply({ ...priced, cart: content }, row);
}

/** Same product, kind, portion, sides, box choices, custom title and price, and day: one line. */
function lineKey(item: CartItem): string {
  const sides = [...item.customizations.sides].map(String).sort().join(',');
  const choices = JSON.stringify(item.customizations.choices ?? []);
  const custom = item.custom ? `${item.custom.title}|${item.custom.priceCents}` : '';
  return `${item.productId}|${item.type}|${item.customizations.fullPortion}|${sides}|${choices}|${custom}|${item.date ?? ''}`;
}

/**
 * The visitor's cart merged into the account's (ADR 160): lines of both; a line in both keeps the
 * larger quantity (merging the same cart twice changes nothing); the visitor's options win when set.
 */
export function mergeCarts(server: CartDocument, local: CartDocument): CartDocument {
  const items: CartDocument['items'] = {};
  for (const g of CART_GROUP_KEYS) {
    const merged = [...(server.items[g] ?? [])];
    for (const item of local.items[g] ?? []) {
      const at = merged.findIndex((m) => lineKey(m) === lineKey(item));
      if (at < 0) merged.push(item);
      else if (item.quantity > merged[at]!.quantity) merged[at] = item;
    }
    if (merged.length > 0) items[g] = merged;
  }
  return {
    items,
    promoCode: local.promoCode ?? server.promoCode,
    tipAmount: local.tipAmount > 0 ? local.tipAmount : server.tipAmount,
    centuryDollarAmount: local.centuryDollarAmount > 0 ? local.centuryDollarAmount : server.centuryDollarAmount,
    checkoutProcedure: local.checkoutProcedure,
    isRush: server.isRush || local.isRush,
    // merged carts are customers' (a master login's cart is emptied instead): no waiver
    isDeliveryWaived: false,
    postalCode: local.postalCode ?? server.postalCode,
    franchiseId: local.franchiseId ?? server.franchiseId,
  };
}

export async function mergeCart(db: DbHandle, c: CartCall & { cart: CartDocument }): Promise<CartReply> {
  const account = await pricingAccount(db.db, c.accountId);
  if (account.isMaster) {
    // A master login starts from an empty cart (customer-side §4).
    await deleteCart(db.db, c.accountId, c.store);
    return getCart(db, c);
  }
  // The visitor's items get their menu dates first, as stored items have them.
  const local = (await priceCart(db.db, { store: c.store, cart: c.cart, now: c.now, lang: c.lang, account })).cart;
  // Read-merge-write with the version: a concurrent write makes us merge again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await findCart(db.db, c.accountId, c.store);
    const merged = mergeCarts(storedCart(row), local);
    const priced = await priceCart(db.db, { store: c.store, cart: merged, now: c.now, lang: c.lang, account });
    const content = clampedToInventory(priced);
    const saved = await saveCart(db.db, { accountId: c.accountId, store: c.store, content, at: c.now, expectedVersion: row?.version ?? 0 });
    if (saved) return cartReply({ ...priced, cart: content }, saved);
  }
  throw new AppError(409, 'cart-version-conflict', 'The cart was changed elsewhere', {});
}

export async function clearCart(db: DbHandle, accountId: number, store: StoreKindCd): Promise<void> {
  await deleteCart(db.db, accountId, store);
}

/** POST /cart/promotion-discount: the automatic promotion of a cart's content. */
export async function promotionDiscount(
  db: DbHandle,
  now: Date,
  body: { store: StoreKindCd; items: CartDocument['items'] },
): Promise<PromotionDiscountReply> {
  const cart = CartDocument.parse({ items: body.items });
  const priced = await priceCart(db.db, { store: body.store, cart, now, lang: 'en', account: null });
  return { promotion: priced.totals.promotion };
}

/**
 * POST /cart/price: a visitor's local cart priced like a stored one (ADR 170), so the menu and
 * review pages show the server's totals before sign-in. Nothing is stored.
 */
export async function priceLocalCart(
  db: DbHandle,
  c: { store: StoreKindCd; lang: Lang; now: Date; cart: CartDocument },
): Promise<CartReply> {
  const priced = await priceCart(db.db, {
    store: c.store,
    cart: { ...withoutForeignWaiver(c.cart, null), centuryDollarAmount: 0 },
    now: c.now,
    lang: c.lang,
    account: null,
  });
  return cartReply({ ...priced, cart: clampedToInventory(priced) }, null);
}

/**
 * POST /cart/quick (ADR 181): what the header's quick cart shows on any page — the account's cart
 * for a session, else the visitor's local cart priced. Nothing is stored.
 */
export async function quickCart(
  db: DbHandle,
  c: { accountId: number | null; store: StoreKindCd; lang: Lang; now: Date; cart?: CartDocument | undefined },
): Promise<QuickCartReply> {
  if (c.accountId !== null)
    return { signedIn: true, cart: await getCart(db, { accountId: c.accountId, store: c.store, lang: c.lang, now: c.now }) };
  return {
    signedIn: false,
    cart: await priceLocalCart(db, { store: c.store, lang: c.lang, now: c.now, cart: c.cart ?? CartDocument.parse({}) }),
  };
}
