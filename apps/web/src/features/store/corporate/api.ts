// The corporate cafeterias' reads and writes (issue 13; ADR 245, 250, 300): the employee's subsidy
// (`GET /accounts/{uuid}/subsidy`, also for one delivery day: what is left of its allowance), the
// choice of a mobile stop (`POST /accounts/{uuid}/subsidy`), the badge number a subsidy may require
// (`POST /accounts/{uuid}/subsidy/external-user-id`, issue 28), and the menus of the subsidy (`/bistro/onsite/...`, `/bistro/mobile/...`). Their own module: none
// of it is in the other stores' chunks (ADR 230 budgets).
import type { AccountSubsidy, AccountSubsidyReply, MenuPlanningReply, SideListReply } from '@mijote/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../../../lib/api-client';
import type { Lang } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session';

const MINUTE = 60_000;

export type CorporateStore = 'corporate' | 'mobile';

export const isCorporateStore = (store: string): store is CorporateStore => store === 'corporate' || store === 'mobile';

const subsidyKey = (uuid: string | null) => ['account', 'subsidy', uuid] as const;

/**
 * What the employee's subsidy means for this store: `signed-out`, `loading`, `none` (no subsidy, or
 * one of the other cafeteria kind: the subsidy-not-set prompt), else the subsidy with `placeSet`
 * (on-site: its bistro; mobile: a stop chosen).
 */
export type SubsidyState =
  | { status: 'loading' | 'signed-out' | 'none' | 'failed'; subsidy: null; otherKind: boolean }
  | { status: 'ready'; subsidy: AccountSubsidy; placeSet: boolean; otherKind: false };

export function useStoreSubsidy(store: CorporateStore, lang: Lang): SubsidyState {
  const { state } = useSession();
  const uuid = state.status === 'authenticated' ? state.user.uuid : null;
  const query = useQuery({
    queryKey: [...subsidyKey(uuid), lang],
    queryFn: ({ signal }) => apiFetch<AccountSubsidyReply>(`/accounts/${uuid}/subsidy?language=${lang}`, { signal }),
    enabled: uuid !== null,
    staleTime: MINUTE,
  });
  if (state.status === 'loading') return { status: 'loading', subsidy: null, otherKind: false };
  if (state.status === 'anonymous') return { status: 'signed-out', subsidy: null, otherKind: false };
  if (query.isPending) return { status: 'loading', subsidy: null, otherKind: false };
  if (query.isError) return { status: 'failed', subsidy: null, otherKind: false };
  const subsidy = query.data.subsidy;
  if (!subsidy) return { status: 'none', subsidy: null, otherKind: false };
  if (subsidy.isOnSite !== (store === 'corporate')) return { status: 'none', subsidy: null, otherKind: true };
  const placeSet = subsidy.isOnSite ? subsidy.franchise !== null : subsidy.mobileAddresses.some((a) => a.id === subsidy.mobileAddressId);
  return { status: 'ready', subsidy, placeSet, otherKind: false };
}

/** Chooses the mobile stop; the subsidy is read again (the popup then hides). */
export function useChooseStop(): (mobileAddressId: number) => Promise<void> {
  const { state } = useSession();
  const queryClient = useQueryClient();
  const uuid = state.status === 'authenticated' ? state.user.uuid : null;
  return useCallback(
    async (mobileAddressId: number) => {
      if (!uuid) return;
      await apiFetch(`/accounts/${uuid}/subsidy`, { method: 'POST', body: { mobileAddressId } });
      await queryClient.invalidateQueries({ queryKey: subsidyKey(uuid) });
    },
    [queryClient, uuid],
  );
}

/**
 * What is left of the employee's allowance on one delivery day (dailyRemainderAmounts of that
 * day): read again whenever the menu shows the day, since another tab's order may have used it.
 */
export function useSubsidyDay(date: string | null, lang: Lang) {
  const { state } = useSession();
  const uuid = state.status === 'authenticated' ? state.user.uuid : null;
  return useQuery({
    queryKey: [...subsidyKey(uuid), lang, date],
    queryFn: ({ signal }) => apiFetch<AccountSubsidyReply>(`/accounts/${uuid}/subsidy?language=${lang}&requestedDate=${date}`, { signal }),
    enabled: uuid !== null && date !== null,
    staleTime: 0,
    select: (r) => r.subsidy?.dailyRemainderAmounts.find((d) => d.Day === date) ?? null,
  });
}

/** Saves the badge number the subsidy requires; the subsidy is read again (the form then hides). */
export function useSaveBadge(): (externalUserId: string) => Promise<void> {
  const { state } = useSession();
  const queryClient = useQueryClient();
  const uuid = state.status === 'authenticated' ? state.user.uuid : null;
  return useCallback(
    async (externalUserId: string) => {
      if (!uuid) return;
      await apiFetch(`/accounts/${uuid}/subsidy/external-user-id`, { method: 'POST', body: { externalUserId } });
      await queryClient.invalidateQueries({ queryKey: subsidyKey(uuid) });
    },
    [queryClient, uuid],
  );
}

const CARD_RELATED = 'Nutrition,ProductTags,CookingInstructionTypes';

/** The week of the subsidy's days with their dishes at its prices. */
export function useSubsidyPlanning(store: CorporateStore, subsidyId: number | null, lang: Lang) {
  const path = store === 'corporate' ? '/bistro/onsite/menus/products/current' : '/bistro/mobile/menus/products/current';
  return useQuery({
    queryKey: ['menu', store, 'current', subsidyId, lang],
    queryFn: ({ signal }) =>
      apiFetch<MenuPlanningReply>(`${path}?subsidyId=${subsidyId}&language=${lang}&related=${CARD_RELATED}`, { signal }),
    enabled: subsidyId !== null,
    staleTime: MINUTE,
  });
}

/** The sides: the mobile cafeteria's own, the bistros' for the on-site one (its bistro cooks). */
export function useCorporateSides(store: CorporateStore, lang: Lang) {
  const path = store === 'mobile' ? '/bistro/mobile/sides' : '/restaurant/sides';
  return useQuery({
    queryKey: ['sides', store, lang],
    queryFn: ({ signal }) => apiFetch<SideListReply>(`${path}?language=${lang}`, { signal }),
    staleTime: 5 * MINUTE,
  });
}
