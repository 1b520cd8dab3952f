// The back-office collections (ADR 246, back-office §7 "Admin collections"): the one place the
// admin screens' API paths are written and their cache keys kept. Every collection answers the
// same calls — list (`page`, `limit`, `sort`, `sortDirection`, `search`, filters → `{ data, meta }`),
// get, create, save (the record as get answers it), delete and the record's history — so one set
// of hooks serves every admin screen; a new collection is one more name in ADMIN_COLLECTIONS.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useContext, useState } from 'react';
import type {
  AdminAccountDetail,
  AdminAddress,
  AdminAddressInput,
  AdminCenturyDollarsReply,
  AdminCreditsReport,
  AdminImportReply,
  AdminInvoiceActionReply,
  AdminInvoiceActivity,
  AdminInvoiceDetails,
  AdminInvoiceListReply,
  AdminListMeta,
  AdminPaymentsReport,
  AdminProcessorRefunds,
  AdminTodayReply,
  AuditEntry,
  InvoiceSection,
} from '@mijote/contracts';
import { ApiError, apiFetch } from '../../lib/api-client';
import type { Lang } from '../../lib/paths';
import { useSession } from '../../lib/session/session';
import { StepUpContext, withStepUp } from './components/step-up-context';

/** The collections the admin screens use, by the path segment of `/api/admin/{name}`. */
export const ADMIN_COLLECTIONS = [
  'holidays',
  'postal-codes',
  'restaurants',
  'accounts',
  'subsidies',
  'products',
  'blogs',
  'gift-cards',
  'promo-codes',
  'postal-codes/retail',
] as const;
export type AdminCollection = (typeof ADMIN_COLLECTIONS)[number];

/** Every record of a collection has its integer `Id` (0 for a record not created yet). */
export type AdminRecord = { Id: number } & Record<string, unknown>;

export interface AdminListParams {
  page: number;
  limit: number;
  sort: string;
  sortDirection: 'asc' | 'desc';
  search: string;
  /** the collection's own filters (`franchiseId`, `enabled`…); empty values are left out */
  filters?: Readonly<Record<string, string>>;
}

export interface AdminListReply<T> {
  data: T[];
  meta: AdminListMeta;
}

const keyOf = (name: AdminCollection) => ['admin', name] as const;

/** The list's query string: only what differs from nothing (an empty search is no search). */
export function listQuery(p: AdminListParams): string {
  const q = new URLSearchParams({ page: String(p.page), limit: String(p.limit), sort: p.sort, sortDirection: p.sortDirection });
  if (p.search.trim()) q.set('search', p.search.trim());
  for (const [k, v] of Object.entries(p.filters ?? {})) if (v !== '') q.set(k, v);
  return q.toString();
}

export function useAdminList<T extends AdminRecord>(name: AdminCollection, params: AdminListParams) {
  return useQuery({
    queryKey: [...keyOf(name), 'list', params],
    queryFn: ({ signal }) => apiFetch<AdminListReply<T>>(`/admin/${name}?${listQuery(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One record (null: a new record, nothing to read). */
export function useAdminRecord<T extends AdminRecord>(name: AdminCollection, id: number | null) {
  return useQuery({
    queryKey: [...keyOf(name), 'record', id],
    queryFn: ({ signal }) => apiFetch<T>(`/admin/${name}/${id}`, { signal }),
    enabled: id !== null && id > 0,
  });
}

/** The record's audit history, newest first (who, when, before and after). */
export function useAdminHistory(name: AdminCollection, id: number | null) {
  return useQuery({
    queryKey: [...keyOf(name), 'history', id],
    queryFn: ({ signal }) => apiFetch<AuditEntry[]>(`/admin/${name}/${id}/history`, { signal }),
    enabled: id !== null && id > 0,
  });
}

/**
 * A write and whether it is under way. (Not TanStack's useMutation: importing it here split it out
 * of the store's shared chunk, 0.2 KB more on every store page, ADR 260.)
 */
export function useWrite<A, R>(write: (arg: A) => Promise<R>): { run: (arg: A) => Promise<R>; isPending: boolean } {
  const [pending, setPending] = useState(0);
  const askStepUp = useContext(StepUpContext);
  const run = useCallback(
    async (arg: A) => {
      setPending((n) => n + 1);
      try {
        // a money action refused for want of a recent code: asked, then sent once more (ADR 378)
        return await withStepUp(askStepUp, () => write(arg));
      } finally {
        setPending((n) => n - 1);
      }
    },
    [write, askStepUp],
  );
  return { run, isPending: pending > 0 };
}

/** Create (no id) or save (the record's id): the saved record is the one shown, its lists and history are read again. */
export function useAdminSave<T extends AdminRecord>(name: AdminCollection, lang: Lang) {
  const client = useQueryClient();
  const write = useCallback(
    async ({ id, body }: { id: number | null; body: Record<string, unknown> }) => {
      const saved = await apiFetch<T>(id ? `/admin/${name}/${id}` : `/admin/${name}`, { method: 'POST', body, lang });
      client.setQueryData([...keyOf(name), 'record', saved.Id], saved);
      await Promise.all([
        client.invalidateQueries({ queryKey: [...keyOf(name), 'list'] }),
        client.invalidateQueries({ queryKey: [...keyOf(name), 'history', saved.Id] }),
      ]);
      return saved;
    },
    [client, name, lang],
  );
  return useWrite(write);
}

/**
 * Deletes a record and reads its lists again. Its own reads are dropped by `forget`, once its panel
 * has closed: dropped while the panel still shows it, its record would be read again (a 404).
 */
export function useAdminDelete(name: AdminCollection, lang: Lang) {
  const client = useQueryClient();
  const write = useCallback(
    async (id: number) => {
      await apiFetch<{ ok: true }>(`/admin/${name}/${id}`, { method: 'DELETE', lang });
      // the lists are read again without waiting: the record's panel closes first, so a list row
      // that changes under it cannot mount it again and read the deleted record (a 404)
      void client.invalidateQueries({ queryKey: [...keyOf(name), 'list'] });
    },
    [client, name, lang],
  );
  const forget = useCallback(
    (id: number) => {
      client.removeQueries({ queryKey: [...keyOf(name), 'record', id] });
      client.removeQueries({ queryKey: [...keyOf(name), 'history', id] });
    },
    [client, name],
  );
  return { ...useWrite(write), forget };
}

// ── issue 15: people and money (ADR 290, ADR 320) ───────────────────────────────────────────────
// The calls beside the accounts and subsidies collections (Century Dollars, addresses, domains,
// e-mails, the user import), the invoice lists, details and actions, and the money reports.

export type InvoiceListParams = {
  page: number;
  status: string;
  orderBy: string;
  orderDirection: 'asc' | 'desc';
  searchBy: string;
  searchFor: string;
  /** the day, store-kind and payment filters, by the API's names (`deliveryFrom`, `storeKind`…; issue 30) */
  filters?: Readonly<Record<string, string>>;
};

/** The invoice list's query string (the API's names: `status`, `orderBy`, `searchFor`…); `extra` adds `limit`, `format`. */
export function invoiceListQuery(p: InvoiceListParams, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({
    page: String(p.page),
    status: p.status,
    orderBy: p.orderBy,
    orderDirection: p.orderDirection,
    ...p.filters,
    ...extra,
  });
  if (p.searchFor.trim()) {
    q.set('searchBy', p.searchBy);
    q.set('searchFor', p.searchFor.trim());
  }
  return q.toString();
}

/** `/api/admin/{section}/invoices` of a section (`invoices` is every section); one bistro's: `/api/admin/restaurants/{id}/invoices`. */
export const invoiceListPath = (section: InvoiceSection, franchiseId: number | null = null) =>
  franchiseId !== null
    ? `/admin/restaurants/${franchiseId}/invoices`
    : section === 'invoices'
      ? '/admin/invoices'
      : `/admin/${section}/invoices`;

export function useInvoiceList(section: InvoiceSection, franchiseId: number | null, params: InvoiceListParams) {
  return useQuery({
    queryKey: ['admin', 'invoices', 'list', section, franchiseId, params],
    queryFn: ({ signal }) =>
      apiFetch<AdminInvoiceListReply>(`${invoiceListPath(section, franchiseId)}?${invoiceListQuery(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** An invoice's detail panel, its products' titles in the staff's language. */
export function useInvoiceDetails(id: number | null, lang: Lang) {
  return useQuery({
    queryKey: ['admin', 'invoices', 'details', id, lang],
    queryFn: ({ signal }) => apiFetch<AdminInvoiceDetails>(`/admin/invoices/${id}/details?language=${lang}`, { signal }),
    enabled: id !== null && id > 0,
  });
}

/** The refunds the payment processor has made of the invoice's card and Interac payments (ADR 355). */
export function useInvoiceProcessorRefunds(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'invoices', 'processor-refunds', id],
    queryFn: ({ signal }) => apiFetch<AdminProcessorRefunds>(`/admin/invoices/${id}/processor-refunds`, { signal }),
    enabled,
  });
}

/**
 * The invoice's activity (issue 27, ADR 366): every action with who, when, why, and the money
 * before → after, newest first. Read again with the details after each action (same key prefix).
 */
export function useInvoiceActivity(id: number) {
  return useQuery({
    queryKey: ['admin', 'invoices', 'activity', id],
    queryFn: ({ signal }) => apiFetch<AdminInvoiceActivity>(`/admin/invoices/${id}/activity`, { signal }),
  });
}

/** The reads of one invoice (its panel), by the third part of their keys. */
const OWN_READS = ['details', 'activity', 'processor-refunds'];

/**
 * An invoice action (`pay`, `refund`, `collect`, `comment`, `email`, cart items, delete with its
 * settlement): its key, the lists, the details and the activity read again.
 */
export function useInvoiceAction(lang: Lang) {
  const client = useQueryClient();
  const write = useCallback(
    async ({ path, method = 'POST', body }: { path: string; method?: 'POST' | 'DELETE'; body?: unknown }) => {
      const reply = await apiFetch<AdminInvoiceActionReply>(`/admin/invoices/${path}`, { method, body, lang });
      // a deleted invoice's own reads are not read again (they would answer 404 while its panel closes)
      const gone = method === 'DELETE' && /^\d+$/.test(path) ? Number(path) : null;
      await client.invalidateQueries({
        queryKey: ['admin', 'invoices'],
        predicate: (q) => !(gone !== null && q.queryKey[3] === gone && OWN_READS.includes(String(q.queryKey[2]))),
      });
      return reply;
    },
    [client, lang],
  );
  return useWrite(write);
}

export function useAccountCenturyDollars(id: number) {
  return useQuery({
    queryKey: ['admin', 'accounts', 'century-dollars', id],
    queryFn: ({ signal }) => apiFetch<AdminCenturyDollarsReply>(`/admin/accounts/${id}/century-dollars`, { signal }),
  });
}

/** A manual credit (C) or debit (D): the transactions, the account and the lists are read again. */
export function useCenturyDollarsWrite(id: number, lang: Lang) {
  const client = useQueryClient();
  const write = useCallback(
    async (body: { Type: 'C' | 'D'; Amount: number; Reason: string }) => {
      const reply = await apiFetch<AdminCenturyDollarsReply>(`/admin/accounts/${id}/century-dollars`, { method: 'POST', body, lang });
      client.setQueryData(['admin', 'accounts', 'century-dollars', id], reply);
      await client.invalidateQueries({ queryKey: ['admin', 'accounts'] });
      return reply;
    },
    [client, id, lang],
  );
  return useWrite(write);
}

/** Turns another account's two-step verification off (a lost phone, ADR 378): the account is read again. */
export function useSecondFactorReset(id: number, lang: Lang) {
  const client = useQueryClient();
  const write = useCallback(async () => {
    const reply = await apiFetch<AdminAccountDetail>(`/admin/accounts/${id}/second-factor`, { method: 'DELETE', lang });
    client.setQueryData(['admin', 'accounts', 'record', id], reply);
    await client.invalidateQueries({ queryKey: ['admin', 'accounts', 'history', id] });
    return reply;
  }, [client, id, lang]);
  return useWrite(write);
}

/** Save all the account's addresses (ADR 355): the saved list; the account and the lists are read again. */
export function useAccountAddressesWrite(id: number, lang: Lang) {
  const client = useQueryClient();
  const write = useCallback(
    async (body: AdminAddressInput[]) => {
      const reply = await apiFetch<AdminAddress[]>(`/admin/accounts/${id}/addresses`, { method: 'POST', body, lang });
      await client.invalidateQueries({ queryKey: ['admin', 'accounts'] });
      return reply;
    },
    [client, id, lang],
  );
  return useWrite(write);
}

export function useAccountInvoices(id: number) {
  return useQuery({
    queryKey: ['admin', 'invoices', 'account', id],
    queryFn: ({ signal }) => apiFetch<AdminInvoiceListReply>(`/admin/accounts/${id}/invoices?limit=50`, { signal }),
  });
}

/** Domains and e-mails of a subsidy: add or remove, then the subsidy is read again. */
export function useSubsidyWrite(id: number, lang: Lang) {
  const client = useQueryClient();
  const write = useCallback(
    async ({ path, method = 'POST', body }: { path: string; method?: 'POST' | 'DELETE'; body?: unknown }) => {
      const reply = await apiFetch<unknown>(`/admin/subsidies/${id}/${path}`, { method, body, lang });
      await client.invalidateQueries({ queryKey: ['admin', 'subsidies'] });
      return reply;
    },
    [client, id, lang],
  );
  return useWrite(write);
}

export function useSubsidyEmails(id: number, page: number) {
  return useQuery({
    queryKey: ['admin', 'subsidies', 'emails', id, page],
    queryFn: ({ signal }) =>
      apiFetch<AdminListReply<{ Id: number; FirstName: string; LastName: string; Email: string }>>(
        `/admin/subsidies/${id}/emails?page=${page}&limit=50&sort=email&sortDirection=asc`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The user import: the CSV file as multipart (one transaction on the server, ADR 290). */
export function useSubsidyImport(id: number, lang: Lang) {
  const client = useQueryClient();
  const write = useCallback(
    async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const reply = await apiFetch<AdminImportReply>(`/admin/subsidies/${id}/accounts/import`, { method: 'POST', form, lang });
      await client.invalidateQueries({ queryKey: ['admin', 'subsidies'] });
      return reply;
    },
    [client, id, lang],
  );
  return useWrite(write);
}

export type ReportKind = 'payments' | 'century-dollar-credits';

/** Rows a page of a report (ADR 366: the totals are the whole range's; a year is some 160,000 movements). */
export const REPORT_PAGE_SIZE = 100;

/**
 * A report's path: one page of its rows as JSON, with `csv` every row, with `csv-per-day` a line a
 * day of the range (its totals and net, the chart's figures; headers in `language`, issue 30).
 */
export const reportPath = (
  kind: ReportKind,
  startDate: string,
  endDate: string,
  format?: 'csv' | 'csv-per-day',
  page = 1,
  language: 'en' | 'fr' = 'en',
) =>
  `/admin/reports/${kind}?${new URLSearchParams({
    startDate,
    endDate,
    ...(format === 'csv-per-day'
      ? { format: 'csv', by: 'day', language }
      : format
        ? { format }
        : { page: String(page), limit: String(REPORT_PAGE_SIZE) }),
  }).toString()}`;

export function useReport<K extends ReportKind>(kind: K, range: { startDate: string; endDate: string } | null, page = 1) {
  return useQuery({
    queryKey: ['admin', 'reports', kind, range, page],
    queryFn: ({ signal }) =>
      apiFetch<K extends 'payments' ? AdminPaymentsReport : AdminCreditsReport>(
        reportPath(kind, range!.startDate, range!.endDate, undefined, page),
        {
          signal,
        },
      ),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

/** The session's CSRF token, which an upload sends (apiFetch sends it on its own calls). */
export function useAdminCsrf(): string | null {
  const { state } = useSession();
  return state.status === 'authenticated' ? state.user.csrfToken : null;
}

/**
 * One image (JPEG ≤ 4 MB, back-office §5) to `POST /api/upload?purpose=image`: the stored name a
 * save then takes as `tempImage` (ADR 270). The server checks the bytes; this only sends.
 */
export async function uploadImage(file: File, csrf: string | null): Promise<string> {
  const data = new FormData();
  data.append('purpose', 'image');
  data.append('file', file, file.name);
  const res = await fetch('/api/upload?purpose=image', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(csrf ? { 'x-csrf-token': csrf } : {}) },
    body: data,
  });
  const reply: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const body = reply as { code?: unknown; message?: unknown; params?: Record<string, unknown> } | null;
    throw new ApiError(
      res.status,
      typeof body?.code === 'string'
        ? { code: body.code, message: String(body.message ?? ''), params: body.params ?? {} }
        : { code: 'http-error', message: res.statusText },
    );
  }
  const name = Array.isArray(reply) ? reply[0] : null;
  if (typeof name !== 'string') throw new ApiError(500, { code: 'http-error', message: 'unexpected reply' });
  return name;
}

/** A product's copy (`POST /api/admin/products/{id}/duplicate`): a new draft with every tab. */
export function useDuplicateProduct(lang: Lang) {
  const client = useQueryClient();
  const write = useCallback(
    async (id: number) => {
      const copy = await apiFetch<AdminRecord>(`/admin/products/${id}/duplicate`, { method: 'POST', lang });
      client.setQueryData([...keyOf('products'), 'record', copy.Id], copy);
      await client.invalidateQueries({ queryKey: [...keyOf('products'), 'list'] });
      return copy;
    },
    [client, lang],
  );
  return useWrite(write);
}

export type HomeBannerRecord = {
  Slot: string;
  ImageName: string | null;
  ImageUrl: string | null;
  LinkUrl: string | null;
  UpdatedAt: string;
  UpdatedByAccountId: number | null;
};

/** The five home-banner slots (fixed records, ADR 270). */
export function useHomeBanners() {
  return useQuery({
    queryKey: ['admin', 'home-banners'],
    queryFn: ({ signal }) => apiFetch<HomeBannerRecord[]>('/admin/home-banners', { signal }),
  });
}

export function useSaveHomeBanner(lang: Lang) {
  const client = useQueryClient();
  const write = useCallback(
    async ({ slot, body }: { slot: string; body: Record<string, unknown> }) => {
      const saved = await apiFetch<HomeBannerRecord>(`/admin/home-banners/${slot}`, { method: 'POST', body, lang });
      await client.invalidateQueries({ queryKey: ['admin', 'home-banners'] });
      return saved;
    },
    [client, lang],
  );
  return useWrite(write);
}

/** The tags a product may carry (GET /api/admin/tags), for the product's tags tab. */
export function useAdminTags<T>() {
  return useQuery({
    queryKey: ['admin', 'tags'],
    queryFn: ({ signal }) => apiFetch<T[]>('/admin/tags', { signal }),
    staleTime: 60_000,
  });
}

/** Every subsidy by name (the product's corporate days grid). */
export function useSubsidyNames<T>() {
  return useQuery({
    queryKey: ['admin', 'subsidies', 'names'],
    queryFn: ({ signal }) => apiFetch<{ data: T[] }>('/admin/subsidies?page=1&limit=500&sort=name&sortDirection=asc', { signal }),
    staleTime: 60_000,
  });
}

// ── issue 30: Today ─────────────────────────────────────────────────────────────────────────────

/** The Today screen's figures (GET /api/admin/today); the kitchen screens read its next production day. */
export function useToday(lang: Lang) {
  return useQuery({
    queryKey: ['admin', 'today', lang],
    queryFn: ({ signal }) => apiFetch<AdminTodayReply>(`/admin/today?language=${lang}`, { signal }),
    staleTime: 30_000,
  });
}
