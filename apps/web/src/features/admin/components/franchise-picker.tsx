// The bistro a per-bistro screen shows (retail products, retail postal codes: `/…/retail/:id?`):
// a select whose change opens the bistro's page (its id in the path, as back-office §2 writes it).
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Lang } from '../../../lib/paths';
import { FranchiseOptions, useFranchisesKey } from './franchise-options';

export function FranchisePicker({
  id,
  lang,
  value,
  allowNone,
  pathOf,
}: {
  id: string;
  lang: Lang;
  value: string | undefined;
  /** '' (no bistro) is a choice: every bistro's records */
  allowNone: boolean;
  pathOf(franchiseId: string | undefined): string;
}) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const key = useFranchisesKey();
  return (
    <p className="admin-picker">
      <label htmlFor={id}>{t('picker.franchise')}</label>
      <select key={key} id={id} value={value ?? ''} onChange={(e) => void navigate(pathOf(e.target.value || undefined))}>
        <option value="" disabled={!allowNone}>
          {allowNone ? t('picker.every') : t('picker.choose')}
        </option>
        <FranchiseOptions lang={lang} />
      </select>
    </p>
  );
}
