// Provinces for the address forms: GET /api/provinces?language (cached, reference data).
import { useTranslation } from 'react-i18next';
import { useProvinces } from '../../lib/account/api';
import type { Lang } from '../../lib/paths';
import type { SelectOption } from '../ui/form-fields';

/**
 * The province options in the page language. Until the list arrives (and on the server) the
 * select holds Québec only, the default of every address, so the first render is the same on both.
 */
export function useProvinceOptions(lang: Lang): SelectOption[] {
  const { t } = useTranslation('account');
  const query = useProvinces(lang);
  if (!query.data || query.data.length === 0) return [{ value: 'QC', label: t('address.quebec') }];
  return query.data.map((p) => ({ value: p.Code, label: p.Name }));
}
