// The signed-in customer's reads (customer-side §7 Accounts), shared by the account pages and the
// store's checkout: one cache entry per resource, so a card or an address saved on the profile is
// what Review and Confirm show next. The account feature's saves (features/account/api.ts)
// update these keys (`accountKeys`); placing an order refreshes them (features/store/api.ts).
import type {
  AccountOrdersReply,
  AccountReply,
  AddressesReply,
  CenturyDollarsReply,
  OrderReply,
  ProvinceListReply,
  TokenizeCardBody,
  TokenizeCardReply,
} from '@mijote/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import type { Lang } from '../paths';
import { useSession } from '../session/session';

export const accountKeys = {
  all: ['account'] as const,
  me: ['account', 'me'] as const,
  addresses: (uuid: string) => ['account', uuid, 'addresses'] as const,
  centuryDollars: (uuid: string) => ['account', uuid, 'century-dollars'] as const,
  orders: (uuid: string) => ['account', uuid, 'orders'] as const,
};

/** The signed-in customer's uuid ('' for a visitor or while the session loads). */
function useUuid(): string {
  return useSession().state.user?.uuid ?? '';
}

/** GET /accounts/me: the profile with its saved cards and Century Dollar balance. */
export function useAccount() {
  const uuid = useUuid();
  return useQuery({
    queryKey: accountKeys.me,
    queryFn: ({ signal }) => apiFetch<AccountReply>('/accounts/me', { signal }),
    enabled: uuid !== '',
  });
}

export function useAddresses() {
  const uuid = useUuid();
  return useQuery({
    queryKey: accountKeys.addresses(uuid),
    queryFn: ({ signal }) => apiFetch<AddressesReply>(`/accounts/${uuid}/addresses`, { signal }),
    enabled: uuid !== '',
  });
}

export function useCenturyDollars() {
  const uuid = useUuid();
  return useQuery({
    queryKey: accountKeys.centuryDollars(uuid),
    queryFn: ({ signal }) => apiFetch<CenturyDollarsReply>(`/accounts/${uuid}/century-dollars`, { signal }),
    enabled: uuid !== '',
  });
}

/** One page of the order history and the address of the next one (null on the last page). */
export interface OrdersPage {
  orders: AccountOrdersReply;
  next: string | null;
}

/**
 * The next page's path from a `Link: </api/…>; rel="next"` header (ADR 391), without the `/api`
 * prefix `apiFetch` adds; null without one, or when it names anything but one of our API paths.
 */
export function nextPageOf(link: string | null): string | null {
  const url = link ? /<\/api(\/[^>\s]*)>\s*;\s*rel="?next"?/.exec(link)?.[1] : undefined;
  return url && !url.startsWith('//') ? url : null;
}

/**
 * GET /accounts/{uuid}/orders a page at a time, newest first (ADR 391): the first page, then each
 * older one the `Link` header of the last names (`fetchNextPage`). Invalidating the key (placing an
 * order) reads the pages again from the newest.
 */
export function useOrders() {
  const uuid = useUuid();
  return useInfiniteQuery({
    queryKey: accountKeys.orders(uuid),
    queryFn: async ({ pageParam, signal }): Promise<OrdersPage> => {
      let next: string | null = null;
      const orders = await apiFetch<AccountOrdersReply>(pageParam ?? `/accounts/${uuid}/orders`, {
        signal,
        onHeaders: (h) => {
          next = nextPageOf(h.get('link'));
        },
      });
      return { orders, next };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled: uuid !== '',
  });
}

/** GET /provinces (reference data, kept a day). */
export function useProvinces(lang: Lang) {
  return useQuery({
    queryKey: ['provinces', lang],
    queryFn: ({ signal }) => apiFetch<ProvinceListReply>(`/provinces?language=${lang}`, { signal }),
    staleTime: 24 * 60 * 60_000,
  });
}

export const orderKey = (id: number, lang: Lang) => ['order', id, lang] as const;

/**
 * One order of the signed-in customer (GET /orders/{id}): the store's Success step and the
 * account's order detail read it the same way, with its product titles in the page language.
 */
export function useOrder(id: number, lang: Lang, enabled: boolean) {
  return useQuery({
    queryKey: orderKey(id, lang),
    queryFn: ({ signal }) => apiFetch<OrderReply>(`/orders/${id}?language=${lang}`, { signal }),
    enabled: enabled && id > 0,
    staleTime: 60_000,
  });
}

/**
 * Hosted-fields stand-in (ADR 087, SAQ A): the card number goes only to the tokenizer; a saved
 * card (the profile) or an order (Confirm) carries the token.
 */
export function tokenizeCard(card: TokenizeCardBody, lang?: Lang): Promise<TokenizeCardReply> {
  return apiFetch<TokenizeCardReply>('/payments/sandbox/tokenize', { method: 'POST', body: card, ...(lang ? { lang } : {}) });
}
