// The back-office collections (ADR 246, back-office §7 "Admin collections"): the one place the
// admin screens' API paths are written and their cache keys kept. Every collection answers the
// same calls — list (`page`, `limit`, `sort`, `sortDirection`, `search`, filters → `{ data, meta }`),
// get, create, save (the record as get answers it), delete and the record's history — so one set
// of hooks serves every admin screen; a new collection is one more name in ADMIN_COLLECTIONS.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminListMeta, AuditEntry } from '@mijote/contracts';
import { apiFetch } from '../../lib/api-client';
import type { Lang } from '../../lib/paths';

/** The collections the admin screens use, by the path segment of `/api/admin/{name}`. */
export const ADMIN_COLLECTIONS = ['holidays', 'postal-codes', 'restaurants'] as const;
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

/** Create (no id) or save (the record's id); the collection's lists, record and history are read again. */
export function useAdminSave<T extends AdminRecord>(name: AdminCollection, lang: Lang) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
      apiFetch<T>(id ? `/admin/${name}/${id}` : `/admin/${name}`, { method: 'POST', body, lang }),
    onSuccess: async (saved) => {
      client.setQueryData([...keyOf(name), 'record', saved.Id], saved);
      await client.invalidateQueries({ queryKey: keyOf(name) });
    },
  });
}

export function useAdminDelete(name: AdminCollection, lang: Lang) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<{ ok: true }>(`/admin/${name}/${id}`, { method: 'DELETE', lang }),
    onSuccess: async (_reply, id) => {
      client.removeQueries({ queryKey: [...keyOf(name), 'record', id] });
      await client.invalidateQueries({ queryKey: keyOf(name) });
    },
  });
}
