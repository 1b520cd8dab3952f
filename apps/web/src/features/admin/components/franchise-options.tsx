// The bistro locations as the options of a select (a holiday's store), read from their collection.
import { useAdminList } from '../api';
import type { Lang } from '../../../lib/paths';

type Row = { Id: number; NameEn: string; NameFr: string };

const ALL = { page: 1, limit: 500, sort: 'nameEn', sortDirection: 'asc', search: '' } as const;

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
