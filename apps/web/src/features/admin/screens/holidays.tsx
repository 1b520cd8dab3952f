// /admin/holidays (back-office §2 Holidays: list, create, edit and delete; day and month, yearly;
// with a bistro, that bistro's only). The stores' calendars follow at once (the API's change signal).
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/layout/use-lang';
import type { Lang } from '../../../lib/paths';
import type { CollectionScreenDef } from '../components/collection';
import { CollectionScreen } from '../components/collection-screen';
import { useFranchiseName } from '../components/franchise-options';
import { useAdminTitle } from '../use-admin-title';

type Holiday = { Id: number; Day: number; Month: number; NameEn: string; NameFr: string; FranchiseId: number | null };

const MONTHS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

function FranchiseCell({ id, lang }: { id: number | null; lang: Lang }) {
  const { t } = useTranslation('admin');
  const name = useFranchiseName(lang)(id);
  return <>{name ?? t('holidays.everyStore')}</>;
}

export const HOLIDAYS: CollectionScreenDef<Holiday> = {
  collection: 'holidays',
  tool: 'holidays',
  texts: 'holidays',
  limit: 25,
  defaultSort: 'month',
  columns: [
    {
      key: 'date',
      sort: 'month',
      cell: (h, { t }) => t('holidays.dayMonth', { day: h.Day, month: t(`holidays.options.Month.${h.Month}`) }),
    },
    { key: 'NameEn', sort: 'nameEn', cell: (h) => h.NameEn },
    { key: 'NameFr', sort: 'nameFr', cell: (h) => h.NameFr },
    { key: 'FranchiseId', cell: (h, { lang }) => <FranchiseCell id={h.FranchiseId} lang={lang} /> },
  ],
  fields: [
    { name: 'Day', kind: 'number', required: true, min: 1, max: 31 },
    { name: 'Month', kind: 'select', required: true, options: MONTHS, numeric: true },
    { name: 'NameEn', kind: 'text', required: true, max: 120 },
    { name: 'NameFr', kind: 'text', required: true, max: 120 },
    { name: 'FranchiseId', kind: 'franchise', nullable: true, hint: true },
  ],
  blank: () => ({ Id: 0, Day: 1, Month: 1, NameEn: '', NameFr: '', FranchiseId: null }),
  titleOf: (h, lang) => (lang === 'fr' ? h.NameFr : h.NameEn),
  canDelete: true,
  messages: { created: 'saved', updated: 'saved', deleted: 'deleted' },
};

export function HolidaysScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  useAdminTitle('holidays');
  return (
    <>
      <h1>{t('tools.holidays')}</h1>
      <p className="admin-lead">{t('holidays.lead')}</p>
      <CollectionScreen def={HOLIDAYS} lang={lang} />
    </>
  );
}
