// The signed-in customer's reads (customer-side §7 Accounts), shared by the account pages and the
// store's checkout: one cache entry per resource, so a card or an address saved on the profile is
// what Review and Confirm show next. Saves update these keys (`accountKeys`).
import type { AccountOrdersReply, AccountReply, AddressesReply, CenturyDollarsReply, ProvinceListReply } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import type { Lang } from './paths';
import { useSession } from './session/session';

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
  return useQuery({ queryKey: accountKeys.me, queryFn: ({ signal }) => apiFetch<AccountReply>('/accounts/me', { signal }), enabled: uuid !== '' });
}

export function useAddresses() {
  const uuid = useUuid();
  return useQuery({ queryKey: accountKeys.addresses(uuid), queryFn: ({ signal }) => apiFetch<AddressesReply>(`/accounts/${uuid}/addresses`, { signal }), enabled: uuid !== '' });
}

export function useCenturyDollars() {
  const uuid = useUuid();
  return useQuery({ queryKey: accountKeys.centuryDollars(uuid), queryFn: ({ signal }) => apiFetch<CenturyDollarsReply>(`/accounts/${uuid}/century-dollars`, { signal }), enabled: uuid !== '' });
}

export function useOrders() {
  const uuid = useUuid();
  return useQuery({ queryKey: accountKeys.orders(uuid), queryFn: ({ signal }) => apiFetch<AccountOrdersReply>(`/accounts/${uuid}/orders`, { signal }), enabled: uuid !== '' });
}

/** GET /provinces (reference data, kept a day). */
export function useProvinces(lang: Lang) {
  return useQuery({
    queryKey: ['provinces', lang],
    queryFn: ({ signal }) => apiFetch<ProvinceListReply>(`/provinces?language=${lang}`, { signal }),
    staleTime: 24 * 60 * 60_000,
  });
}
