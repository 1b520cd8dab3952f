// The store's reads and writes: query options and hooks over the catalogue, account and orders
// APIs. Types come from @mijote/contracts; every amount is the server's.
import type {
  DeliveryLocationListReply,
  DeliveryTimesReply,
  FixInteracReply,
  FranchiseListReply,
  HolidayListReply,
  HolidayTodayReply,
  MenuDayReply,
  MenuPlanningReply,
  PlaceOrderBody,
  PlaceOrderReply,
  PostalCodeReply,
  ProductListReply,
  PromotionListReply,
  RestaurantDeliveryLocationListReply,
  SandboxTestCardsReply,
  SideListReply,
} from '@mijote/contracts';
import { CARD_RELATED as CARD_RELATIONS, IDEMPOTENCY_KEY_HEADER } from '@mijote/contracts/plain';
import { weekendAfter } from '@mijote/domain';
import { useCallback } from 'react';
import { queryOptions, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../lib/account/api';
import { ApiError, apiFetch } from '../../lib/api-client';
import { dispatchServerCartChange } from '../../lib/cart/events';
import { clearLocalCart } from '../../lib/cart/local-cart';
import { cartKey } from '../../lib/cart/use-cart';
import type { CheckoutProcedure, StoreKind } from '@mijote/domain';
import type { Lang } from '../../lib/paths';
import type { OpenStoreKind } from '../../lib/stores';

const MINUTE = 60_000;

/** The related data a product card shows (ADR 120 menu defaults; stored views, ADR 349). */
const CARD_RELATED = CARD_RELATIONS.join(',');

// ── payments ────────────────────────────────────────────────────────────────

/**
 * The sandbox's test cards, for the Confirm page's note; null when a real processor is configured
 * (the route then does not exist, issue 11).
 */
export function useSandboxCards() {
  return useQuery({
    queryKey: ['payments', 'sandbox-cards'],
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<SandboxTestCardsReply>('/payments/sandbox/test-cards', { signal });
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}

// ── the menus' reads (issue 11: the server renders the menu with them) ──────

/**
 * Reads the API: in the browser `apiFetch`; on the server the in-process reader of the page
 * render (app/ssr/server-queries.ts), which prefetches the first screen's data into the query
 * cache that the page then hydrates from (ADR 216). Paths and keys stay here either way.
 */
export type ReadApi = <T>(path: string, req?: { signal?: AbortSignal }) => Promise<T>;
const browserRead: ReadApi = (path, req) => apiFetch(path, req);

export const planningQuery = (lang: Lang, read: ReadApi = browserRead) =>
  queryOptions({
    queryKey: ['menu', 'mealDelivery', 'current', lang],
    queryFn: ({ signal }) => read<MenuPlanningReply>(`/meal-delivery/menus/products/current?language=${lang}`, { signal }),
    staleTime: MINUTE,
  });

export const weekendDayQuery = (date: string, lang: Lang, read: ReadApi = browserRead) =>
  queryOptions({
    queryKey: ['menu', 'mealDelivery', 'day', date, lang],
    queryFn: ({ signal }) => read<MenuDayReply>(`/meal-delivery/menus/products/next/${date}?language=${lang}`, { signal }),
    staleTime: MINUTE,
  });

export const sidesQuery = (lang: Lang, read: ReadApi = browserRead) =>
  queryOptions({
    queryKey: ['sides', 'mealDelivery', lang],
    queryFn: ({ signal }) => read<SideListReply>(`/meal-delivery/sides?language=${lang}`, { signal }),
    staleTime: 5 * MINUTE,
  });

export const promotionsQuery = (store: OpenStoreKind, lang: Lang, read: ReadApi = browserRead) =>
  queryOptions({
    queryKey: ['promotions', store, lang],
    queryFn: ({ signal }) => read<PromotionListReply>(`/promotion-discount?store=${store}&language=${lang}`, { signal }),
    staleTime: 5 * MINUTE,
  });

/** Catering's menu (one list: platters, lunch boxes, hot buffets, morning snacks). */
export const cateringMenuQuery = (lang: Lang, read: ReadApi = browserRead) =>
  queryOptions({
    queryKey: ['menu', 'catering', 'current', lang],
    queryFn: ({ signal }) => read<MenuDayReply>(`/catering/menus/products/current?language=${lang}&related=${CARD_RELATED}`, { signal }),
    staleTime: MINUTE,
  });

export const cateringSidesQuery = (lang: Lang, read: ReadApi = browserRead) =>
  queryOptions({
    queryKey: ['sides', 'catering', lang],
    queryFn: ({ signal }) => read<SideListReply>(`/catering/sides?language=${lang}`, { signal }),
    staleTime: 5 * MINUTE,
  });

/** The generic store: gift cards (GC, internal-use products) and specials of category S. */
export const storeProductsQuery = (lang: Lang, read: ReadApi = browserRead) =>
  queryOptions({
    queryKey: ['products', 'generic', lang],
    queryFn: ({ signal }) =>
      read<ProductListReply>(`/products?categories=S&types=GC,SP&internalUseProducts=true&related=${CARD_RELATED}&language=${lang}`, {
        signal,
      }),
    staleTime: 5 * MINUTE,
  });

/**
 * What a store's menu shows in its first screen, read into `queryClient` (the server render, ADR
 * 216): meal delivery's week with its weekend days, the sides and the promotions; the generic
 * store's products; catering's menu and its sides (ADR 236). A failed read is left out (the page then reads it itself, as before); the
 * visitor's own data (session, cart) is never read here.
 */
export async function prefetchStoreMenu(queryClient: QueryClient, store: OpenStoreKind, lang: Lang, read: ReadApi): Promise<void> {
  if (store === 'generic') {
    await queryClient.prefetchQuery(storeProductsQuery(lang, read));
    return;
  }
  if (store === 'catering') {
    await Promise.all([
      queryClient.prefetchQuery(cateringMenuQuery(lang, read)),
      queryClient.prefetchQuery(cateringSidesQuery(lang, read)),
    ]);
    return;
  }
  if (store === 'restaurant') {
    // the bistro is chosen in the browser (kept with the cart): the server reads the bistros
    await queryClient.prefetchQuery(franchisesQuery(lang, read));
    return;
  }
  // the cafeterias' menu is the employee's subsidy's, known in the browser only (ADR 300)
  if (store === 'corporate' || store === 'mobile') return;
  const planning = planningQuery(lang, read);
  await Promise.all([
    queryClient.prefetchQuery(planning),
    queryClient.prefetchQuery(sidesQuery(lang, read)),
    queryClient.prefetchQuery(promotionsQuery(store, lang, read)),
  ]);
  const dates = weekendAfter(queryClient.getQueryData(planning.queryKey)?.days.map((d) => d.date) ?? []);
  await Promise.all(dates.map((date) => queryClient.prefetchQuery(weekendDayQuery(date, lang, read))));
}

// ── meal-delivery menus ─────────────────────────────────────────────────────

export function usePlanning(lang: Lang, enabled = true) {
  return useQuery({ ...planningQuery(lang), enabled });
}

/**
 * The weekend after the planned week (ADR 180, the domain's `weekendAfter`): Saturday and Sunday
 * sell lunches, suppers, chef's choice and pizza (customer-side §5), one day each through `/next/{date}`.
 */
export function useWeekendDays(planning: MenuPlanningReply | undefined, lang: Lang) {
  const dates = weekendAfter(planning?.days.map((d) => d.date) ?? []);
  return useQueries({ queries: dates.map((date) => weekendDayQuery(date, lang)) });
}

/** Master logins: today's rush menu (ADR 122). */
export function useRushDay(lang: Lang, enabled: boolean) {
  return useQuery({
    queryKey: ['menu', 'mealDelivery', 'rush', lang],
    queryFn: ({ signal }) => apiFetch<MenuDayReply>(`/meal-delivery/menus/products/rush?language=${lang}`, { signal }),
    enabled,
    staleTime: MINUTE,
  });
}

export function useSides(lang: Lang, enabled = true) {
  return useQuery({ ...sidesQuery(lang), enabled });
}

export function usePromotions(store: OpenStoreKind, lang: Lang, enabled = true) {
  return useQuery({ ...promotionsQuery(store, lang), enabled });
}

/** Whether today is a holiday of the meal-delivery or the catering kitchen (the holiday notice; catering since issue 28). */
export function useHolidayToday(store: 'mealDelivery' | 'catering', lang: Lang, enabled: boolean) {
  return useQuery({
    queryKey: ['holiday-today', store, lang],
    queryFn: ({ signal }) =>
      apiFetch<HolidayTodayReply>(`/${store === 'catering' ? 'catering' : 'meal-delivery'}/holidays/today?language=${lang}`, { signal }),
    staleTime: 5 * MINUTE,
    enabled,
  });
}

/** Company holidays (day and month, every year): no delivery dates on them. */
export function useHolidays(lang: Lang, enabled: boolean) {
  return useQuery({
    queryKey: ['holidays', lang],
    queryFn: ({ signal }) => apiFetch<HolidayListReply>(`/holidays?language=${lang}`, { signal }),
    staleTime: 60 * MINUTE,
    enabled,
  });
}

// ── catering (issue 12) ─────────────────────────────────────────────────────

/** The catering menu: platters, lunch boxes with what each box offers, hot buffets, morning snacks. */
export function useCateringMenu(lang: Lang, enabled = true) {
  return useQuery({ ...cateringMenuQuery(lang), enabled });
}

export function useCateringSides(lang: Lang, enabled = true) {
  return useQuery({ ...cateringSidesQuery(lang), enabled });
}

/** The catalogue's internal product a master login's custom lines are made of (ADR 223). */
export function useCustomProduct(lang: Lang, enabled: boolean) {
  return useQuery({
    queryKey: ['products', 'catering-custom', lang],
    queryFn: async ({ signal }) => {
      const list = await apiFetch<ProductListReply>(`/products?categories=C&types=SP&internalUseProducts=true&language=${lang}`, {
        signal,
      });
      return list[0] ?? null;
    },
    staleTime: 60 * MINUTE,
    enabled,
  });
}

/**
 * The dates and times a catering order can be delivered at, as the server offers them to this
 * caller (a master login's earlier times included; full slots and holidays left out, ADR 221).
 */
export function useCateringTimes(procedure: CheckoutProcedure, enabled: boolean) {
  return useQuery({
    queryKey: ['catering', 'delivery-times', procedure],
    queryFn: ({ signal }) => apiFetch<DeliveryTimesReply>(`/catering/delivery-times?procedure=${procedure}`, { signal }),
    staleTime: MINUTE,
    enabled,
  });
}

// ── bistros (issue 12; ADR 231) ─────────────────────────────────────────────

/** The bistros a customer can order from (enabled, not reserved to a corporate client). */
export const franchisesQuery = (lang: Lang, read: ReadApi = browserRead) =>
  queryOptions({
    queryKey: ['franchises', lang],
    queryFn: ({ signal }) => read<FranchiseListReply>(`/franchises?language=${lang}`, { signal }),
    staleTime: 5 * MINUTE,
  });

export function useFranchises(lang: Lang, enabled = true) {
  return useQuery({ ...franchisesQuery(lang), enabled });
}

/** A bistro's menu at its prices (404 once it is no longer open). */
export function useRestaurantMenu(franchiseId: number | null, lang: Lang) {
  return useQuery({
    queryKey: ['menu', 'restaurant', franchiseId, lang],
    queryFn: ({ signal }) =>
      apiFetch<MenuDayReply>(`/restaurant/menus/products/current?franchiseId=${franchiseId}&language=${lang}&related=${CARD_RELATED}`, {
        signal,
      }),
    staleTime: MINUTE,
    enabled: franchiseId !== null,
    retry: false,
  });
}

export function useRestaurantSides(lang: Lang, enabled = true) {
  return useQuery({
    queryKey: ['sides', 'restaurant', lang],
    queryFn: ({ signal }) => apiFetch<SideListReply>(`/restaurant/sides?language=${lang}`, { signal }),
    staleTime: 5 * MINUTE,
    enabled,
  });
}

/** Whether today is a holiday of the bistro (the holiday notice). */
export function useRestaurantHolidayToday(franchiseId: number | null, lang: Lang, enabled: boolean) {
  return useQuery({
    queryKey: ['holiday-today', 'restaurant', franchiseId, lang],
    queryFn: ({ signal }) =>
      apiFetch<HolidayTodayReply>(`/restaurant/holidays/today?franchiseId=${franchiseId}&language=${lang}`, { signal }),
    staleTime: 5 * MINUTE,
    enabled: enabled && franchiseId !== null,
  });
}

/** The postal areas the bistro delivers to, with their fees (the bistro-zone picker). */
export function useFranchiseZone(franchiseId: number | null, lang: Lang, enabled = true) {
  return useQuery({
    queryKey: ['delivery-locations', 'restaurant', franchiseId, lang],
    queryFn: ({ signal }) =>
      apiFetch<RestaurantDeliveryLocationListReply>(`/restaurant/delivery-locations?franchiseId=${franchiseId}&language=${lang}`, {
        signal,
      }),
    staleTime: 60 * MINUTE,
    enabled: enabled && franchiseId !== null,
  });
}

/** The postal areas catering delivers to, with their catering fees (the catering postal-code picker). */
export function useCateringZone(lang: Lang, enabled = true) {
  return useQuery({
    queryKey: ['delivery-locations', 'catering', lang],
    queryFn: ({ signal }) => apiFetch<DeliveryLocationListReply>(`/catering/delivery-locations?language=${lang}`, { signal }),
    staleTime: 60 * MINUTE,
    enabled,
  });
}

/** The bistro's times for the procedure, as the server offers them (its hours, now + 45 min, full slots left out). */
export function useRestaurantTimes(franchiseId: number | null, procedure: CheckoutProcedure, enabled: boolean) {
  return useQuery({
    queryKey: ['restaurant', 'delivery-times', franchiseId, procedure],
    queryFn: ({ signal }) =>
      apiFetch<DeliveryTimesReply>(`/restaurant/delivery-times?franchiseId=${franchiseId}&procedure=${procedure}`, { signal }),
    staleTime: MINUTE,
    enabled: enabled && franchiseId !== null,
  });
}

// ── products ────────────────────────────────────────────────────────────────

/** The generic store's products (`storeProductsQuery`). */
export function useStoreProducts(lang: Lang, enabled = true) {
  return useQuery({ ...storeProductsQuery(lang), enabled });
}

export function useUpsell(store: OpenStoreKind, lang: Lang, exclude: readonly number[]) {
  const ids = [...new Set(exclude)].sort((a, b) => a - b).join(',');
  return useQuery({
    queryKey: ['upsell', store, lang, ids],
    queryFn: ({ signal }) =>
      apiFetch<ProductListReply>(`/products/upsell?store=${store}&language=${lang}${ids ? `&exclude=${ids}` : ''}`, { signal }),
    staleTime: 5 * MINUTE,
  });
}

/** The areas meal delivery serves (their cities and fees). */
export function useDeliveryLocations(lang: Lang, enabled = true) {
  return useQuery({
    queryKey: ['delivery-locations', 'mealDelivery', lang],
    queryFn: ({ signal }) => apiFetch<DeliveryLocationListReply>(`/meal-delivery/delivery-locations?language=${lang}`, { signal }),
    enabled,
    staleTime: 60 * MINUTE,
  });
}

/** The served-area check of a postal code (GET /postal-codes). */
export function checkPostalCode(code: string, lang: Lang, signal?: AbortSignal): Promise<PostalCodeReply> {
  return apiFetch<PostalCodeReply>(`/postal-codes?code=${encodeURIComponent(code)}&language=${lang}`, { signal });
}

// ── orders and payment ──────────────────────────────────────────────────────

/** One order of the customer (shared with the account's order detail). */
export { useOrder } from '../../lib/account/api';

/** The card tokenizer (ADR 087), shared with the profile's saved cards. */
export { tokenizeCard } from '../../lib/account/api';

/** `POST /orders/0` with the checkout attempt's Idempotency-Key (ADR 162). */
/** POST /orders/{id}/cluster-invoice: a paid bistro order's invoice batch (customer-side §4). */
export function clusterInvoice(orderId: number): Promise<unknown> {
  return apiFetch(`/orders/${orderId}/cluster-invoice`, { method: 'POST' });
}

export function placeOrder(body: PlaceOrderBody, idempotencyKey: string, lang: Lang): Promise<PlaceOrderReply> {
  return apiFetch<PlaceOrderReply>('/orders/0', { method: 'POST', body, lang, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

/**
 * The Interac bank page's answer for an order (customer-side §8): once the API has settled it, the
 * store's cart (emptied by the paid order) is read again and the header's quick cart told.
 */
export function useFixInteracPayment(store: OpenStoreKind): (orderId: number, result: string) => Promise<FixInteracReply> {
  const queryClient = useQueryClient();
  return useCallback(
    async (orderId: number, result: string) => {
      const settled = async () => {
        dispatchServerCartChange(store);
        await queryClient.invalidateQueries({ queryKey: cartKey(store) });
      };
      try {
        const reply = await apiFetch<FixInteracReply>(`/orders/${orderId}/fix-interact-payment`, { method: 'POST', body: { result } });
        await settled();
        return reply;
      } catch (err) {
        // the office marked the order paid first (ADR 366): it is paid all the same, its cart emptied
        if (err instanceof ApiError && err.code === 'order-already-paid') await settled();
        throw err;
      }
    },
    [queryClient, store],
  );
}

/**
 * After an order is placed: the store's cart is gone (local copy, server copy, the header's quick
 * cart) and the account's reads (orders, balances, saved cards) are stale.
 */
export function useAfterOrderPlaced(store: OpenStoreKind): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    clearLocalCart(store);
    dispatchServerCartChange(store);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: cartKey(store) }),
      queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    ]);
  };
}

/** Tells the API how a Facebook share of an order went (`error` null: shared; ADR 182). */
export function reportOrderShare(orderId: number, store: StoreKind, lang: Lang, error: string | null): Promise<unknown> {
  return apiFetch(`/accounts/me/orders/${orderId}/share?site=21`, { method: 'POST', body: { language: lang, store, error }, lang });
}
