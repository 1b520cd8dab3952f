// The bistro locations as the options of a select (a holiday's store), read from their collection.
import type { SelectHTMLAttributes } from 'react';
import { useAdminList } from '../api';
import type { Lang } from '../../../lib/paths';

type Row = { Id: number; NameEn: string; NameFr: string };

const ALL = { page: 1, limit: 500, sort: 'nameEn', sortDirection: 'asc', search: '' } as const;

/**
 * Whether the bistros have arrived: a select holding FranchiseOptions takes it as its `key`, so
 * that it is made again with its options and shows the URL's bistro (a select's value set before
 * its options exist shows the first one instead: issue 30, "Dorval" above Kirkland's codes).
 */
export function useFranchisesKey(): string {
  return useAdminList<Row>('restaurants', ALL).data ? 'franchises' : 'loading';
}

export function FranchiseOptions({ lang }: { lang: Lang }) {
  const list = useAdminList<Row>('restaurants', ALL);
  return (
    <>
      {(list.data?.data ?? []).map((r) => (
        <option key={r.Id} value={String(r.Id)}>
          {lang === 'fr' ? r.NameFr : r.NameEn}
        </option>
      ))}
    </>
  );
}

/** A bistro's name by id, from the same list (the holidays' column). */
export function useFranchiseName(lang: Lang): (id: number | null) => string | null {
  const list = useAdminList<Row>('restaurants', ALL);
  return (id) => {
    if (id === null) return null;
    const r = list.data?.data.find((x) => x.Id === id);
    return r ? (lang === 'fr' ? r.NameFr : r.NameEn) : `#${id}`;
  };
}

/** A record form's bistro field: no bistro (`noneLabel`), then every bistro; made again when they arrive. */
export function FranchiseSelect({
  lang,
  noneLabel,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { lang: Lang; noneLabel: string }) {
  const key = useFranchisesKey();
  return (
    <select key={key} {...select}>
      <option value="">{noneLabel}</option>
      <FranchiseOptions lang={lang} />
    </select>
  );
}
