// The forms inbox's calls (issue 30): the list, one message, and marking it read or unread. The
// paths and cache keys are written here only. A change of read state changes the lists and Today's
// unread figure: both are read again.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFormListReply, AdminFormSubmission } from '@mijote/contracts';
import { apiFetch } from '../../../lib/api-client';
import type { Lang } from '../../../lib/paths';

const KEY = ['admin', 'forms'] as const;
/** The inbox's page size. */
export const INBOX_PAGE_SIZE = 25;

export interface InboxParams {
  page: number;
  /** the API's filters (`unread`, `formName`), from the URL */
  filters: Readonly<Record<string, string>>;
}

export const inboxQuery = (p: InboxParams): string =>
  new URLSearchParams({ page: String(p.page), limit: String(INBOX_PAGE_SIZE), ...p.filters }).toString();

export function useInbox(lang: Lang, params: InboxParams) {
  return useQuery({
    queryKey: [...KEY, 'list', params],
    queryFn: ({ signal }) => apiFetch<AdminFormListReply>(`/admin/forms?${inboxQuery(params)}`, { signal, lang }),
    placeholderData: keepPreviousData,
  });
}

export function useInboxMessage(lang: Lang, id: number) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) => apiFetch<AdminFormSubmission>(`/admin/forms/${id}`, { signal, lang }),
  });
}

/** Marks a message read (`read: true`) or unread again; the lists and Today are read again. */
export function useMarkMessage(lang: Lang) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      apiFetch<AdminFormSubmission>(`/admin/forms/${id}/${read ? 'read' : 'unread'}`, { method: 'POST', lang }),
    onSuccess: async (message) => {
      client.setQueryData([...KEY, 'one', message.id], message);
      await Promise.all([
        client.invalidateQueries({ queryKey: [...KEY, 'list'] }),
        client.invalidateQueries({ queryKey: ['admin', 'today'] }),
      ]);
    },
  });
}
