// The store's reads and writes: query options and hooks over the catalogue, account and orders
// APIs. Types come from @mijote/contracts; every amount is the server's.
import type {
  DeliveryLocationListReply,
  FixInteracReply,
  HolidayListReply,
  HolidayTodayReply,
  MenuDayReply,
  MenuPlanningReply,
  PlaceOrderBody,
  PlaceOrderReply,
  PostalCodeReply,
  ProductListReply,
  PromotionListReply,
  SideListReply,
  TokenizeCardBody,
  TokenizeCardReply,
} from '@mijote/contracts';
import { IDEMPOTENCY_KEY_HEADER } from '@mijote/contracts';
import { weekendAfter } from '@mijote/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import type { Lang } from '../../lib/paths';
import type { OpenStoreKind } from '../../lib/stores';

const MINUTE = 60_000;

/** The related data a product card shows (ADR 120 menu defaults). */
const CARD_RELATED = 'Nutrition,ProductTags,CookingInstructionTypes';

// ── meal-delivery menus ─────────────────────────────────────────────────────

export function usePlanning(lang: Lang, enabled = true) {
  return useQuery({
    queryKey: ['menu', 'mealDelivery', 'current', lang],
    queryFn: ({ signal }) => apiFetch<MenuPlanningReply>(`/meal-delivery/menus/products/current?language=${lang}`, { signal }),
    staleTime: MINUTE,
    enabled,
  });
}

/**
 * The weekend after the planned week (ADR 180, the domain's `weekendAfter`): Saturday and Sunday
 * sell lunches, suppers, chef's choice and pizza (customer-side §5), one day each through `/next/{date}`.
 */
export function useWeekendDays(planning: MenuPlanningReply | undefined, lang: Lang) {
  const dates = weekendAfter(planning?.days.map((d) => d.date) ?? []);
  return useQueries({
    queries: dates.map((date) => ({
      queryKey: ['menu', 'mealDelivery', 'day', date, lang],
      queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<MenuDayReply>(`/meal-delivery/menus/products/next/${date}?language=${lang}`, { signal }),
      staleTime: MINUTE,
    })),
  });
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
  return useQuery({
    queryKey: ['sides', 'mealDelivery', lang],
    queryFn: ({ signal }) => apiFetch<SideListReply>(`/meal-delivery/sides?language=${lang}`, { signal }),
    staleTime: 5 * MINUTE,
    enabled,
  });
}

export function usePromotions(store: OpenStoreKind, lang: Lang, enabled = true) {
  return useQuery({
    queryKey: ['promotions', store, lang],
    queryFn: ({ signal }) => apiFetch<PromotionListReply>(`/promotion-discount?store=${store}&language=${lang}`, { signal }),
    staleTime: 5 * MINUTE,
    enabled,
  });
}

export function useHolidayToday(lang: Lang, enabled: boolean) {
  return useQuery({
    queryKey: ['holiday-today', 'mealDelivery', lang],
    queryFn: ({ signal }) => apiFetch<HolidayTodayReply>(`/meal-delivery/holidays/today?language=${lang}`, { signal }),
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

// ── products ────────────────────────────────────────────────────────────────

/** The generic store: gift cards (GC, internal-use products) and specials of category S. */
export function useStoreProducts(lang: Lang, enabled = true) {
  return useQuery({
    queryKey: ['products', 'store', lang],
    queryFn: ({ signal }) =>
      apiFetch<ProductListReply>(`/products?categories=S&types=GC,SP&internalUseProducts=true&related=${CARD_RELATED}&language=${lang}`, { signal }),
    staleTime: 5 * MINUTE,
    enabled,
  });
}

export function useUpsell(store: OpenStoreKind, lang: Lang, exclude: readonly number[]) {
  const ids = [...new Set(exclude)].sort((a, b) => a - b).join(',');
  return useQuery({
    queryKey: ['upsell', store, lang, ids],
    queryFn: ({ signal }) => apiFetch<ProductListReply>(`/products/upsell?store=${store}&language=${lang}${ids ? `&exclude=${ids}` : ''}`, { signal }),
    staleTime: 5 * MINUTE,
  });
}

/** The areas meal delivery serves (their cities and fees). */
export function useDeliveryLocations(lang: Lang) {
  return useQuery({
    queryKey: ['delivery-locations', 'mealDelivery', lang],
    queryFn: ({ signal }) => apiFetch<DeliveryLocationListReply>(`/meal-delivery/delivery-locations?language=${lang}`, { signal }),
    staleTime: 60 * MINUTE,
  });
}

/** The served-area check of a postal code (GET /postal-codes). */
export function checkPostalCode(code: string, lang: Lang, signal?: AbortSignal): Promise<PostalCodeReply> {
  return apiFetch<PostalCodeReply>(`/postal-codes?code=${encodeURIComponent(code)}&language=${lang}`, { signal });
}

// ── orders and payment ──────────────────────────────────────────────────────

/** One order of the customer (shared with the account's order detail). */
export { useOrder } from '../../lib/order-query';

/**
 * Hosted-fields stand-in (ADR 087, SAQ A): the card number goes only to the tokenizer; the order
 * carries the token.
 */
export function tokenizeCard(card: TokenizeCardBody): Promise<TokenizeCardReply> {
  return apiFetch<TokenizeCardReply>('/payments/sandbox/tokenize', { method: 'POST', body: card });
}

/** `POST /orders/0` with the checkout attempt's Idempotency-Key (ADR 162). */
export function placeOrder(body: PlaceOrderBody, idempotencyKey: string, lang: Lang): Promise<PlaceOrderReply> {
  return apiFetch<PlaceOrderReply>('/orders/0', { method: 'POST', body, lang, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

export function fixInteracPayment(orderId: number, result: string): Promise<FixInteracReply> {
  return apiFetch<FixInteracReply>(`/orders/${orderId}/fix-interact-payment`, { method: 'POST', body: { result } });
}
