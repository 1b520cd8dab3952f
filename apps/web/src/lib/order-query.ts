// One order of the signed-in customer (GET /orders/{id}): the store's Success step and the
// account's order detail read it the same way, with its product titles in the page language.
import type { OrderReply } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import type { Lang } from './paths';

export const orderKey = (id: number, lang: Lang) => ['order', id, lang] as const;

export function useOrder(id: number, lang: Lang, enabled: boolean) {
  return useQuery({
    queryKey: orderKey(id, lang),
    queryFn: ({ signal }) => apiFetch<OrderReply>(`/orders/${id}?language=${lang}`, { signal }),
    enabled: enabled && id > 0,
    staleTime: 60_000,
  });
}

/** The order id of a path: a positive 32-bit integer written in digits, else null ("abc", "0", "1e3"). */
export function parseOrderId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
