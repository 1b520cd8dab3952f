// The account area's reads (customer-side §7 Accounts) and the cache keys its saves update.
import type { AccountOrdersReply, AccountReply, AddressesReply, CenturyDollarsReply } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const accountKeys = {
  all: ['account'] as const,
  me: ['account', 'me'] as const,
  addresses: (uuid: string) => ['account', uuid, 'addresses'] as const,
  centuryDollars: (uuid: string) => ['account', uuid, 'century-dollars'] as const,
  orders: (uuid: string) => ['account', uuid, 'orders'] as const,
};

/** GET /accounts/me: the profile with its saved cards. */
export function useAccount() {
  return useQuery({ queryKey: accountKeys.me, queryFn: ({ signal }) => apiFetch<AccountReply>('/accounts/me', { signal }) });
}

export function useAddresses(uuid: string) {
  return useQuery({ queryKey: accountKeys.addresses(uuid), queryFn: ({ signal }) => apiFetch<AddressesReply>(`/accounts/${uuid}/addresses`, { signal }), enabled: uuid !== '' });
}

export function useCenturyDollars(uuid: string) {
  return useQuery({ queryKey: accountKeys.centuryDollars(uuid), queryFn: ({ signal }) => apiFetch<CenturyDollarsReply>(`/accounts/${uuid}/century-dollars`, { signal }), enabled: uuid !== '' });
}

export function useOrders(uuid: string) {
  return useQuery({ queryKey: accountKeys.orders(uuid), queryFn: ({ signal }) => apiFetch<AccountOrdersReply>(`/accounts/${uuid}/orders`, { signal }), enabled: uuid !== '' });
}
