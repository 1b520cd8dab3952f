// document.title of an admin page on client-side moves: `{tool} | Administration | {brand}` (the
// server writes the first one from the route's `admin` page meta).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/site';

export function useAdminTitle(tool: string | null): void {
  const { t } = useTranslation('admin');
  const { brand } = useSite();
  const title = t('meta.pageTitle', { page: tool ? t(`tools.${tool}`) : t('shell.title'), brand: t(`common:brand.${brand}.name`) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
