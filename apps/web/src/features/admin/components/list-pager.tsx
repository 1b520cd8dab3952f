// The URL state of an admin list (ADR 260: `?page&sort&dir&q&id`) and its pager, shared by the
// generic collection screen and the screens with lists of their own (invoices).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The current query with `changes` over it (null or '' removes a key), as `?…` or ''. */
export function withParams(current: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(current);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === '') next.delete(k);
    else next.set(k, v);
  }
  const s = next.toString();
  return s ? `?${s}` : '';
}

/** Previous, "page n of m (total)", next: links while there is a page that way. */
export function ListPager({ params, page, pages, total }: { params: URLSearchParams; page: number; pages: number; total: number }) {
  const { t } = useTranslation('admin');
  return (
    <nav className="admin-pager" aria-label={t('list.pages')}>
      {page > 1 ? (
        <Link to={withParams(params, { page: page === 2 ? null : String(page - 1) })}>{t('list.previous')}</Link>
      ) : (
        <span aria-disabled="true">{t('list.previous')}</span>
      )}
      <span>{t('list.pageOf', { page, pages, total })}</span>
      {page < pages ? (
        <Link to={withParams(params, { page: String(page + 1) })}>{t('list.next')}</Link>
      ) : (
        <span aria-disabled="true">{t('list.next')}</span>
      )}
    </nav>
  );
}

/** Under a list's table: "Loading…" while it loads, "Nothing here" when empty, then the pager (every admin list). */
export function ListFooter({
  list,
  params,
  page,
  pages,
}: {
  list: { isPending: boolean; data?: { data: readonly unknown[]; meta: { total: number } } };
  params: URLSearchParams;
  page: number;
  pages: number;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {list.isPending && <p role="status">{t('shell.loading')}</p>}
      {list.data?.data.length === 0 && <p>{t('list.empty')}</p>}
      <ListPager params={params} page={page} pages={pages} total={list.data?.meta.total ?? 0} />
    </>
  );
}
