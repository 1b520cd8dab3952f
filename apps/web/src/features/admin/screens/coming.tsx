// The page of a tool of back-office §2 that is not built yet (products, invoices, reports…): its
// name and that it is coming, with the way back — never a dead end or a 404 for a route of the spec.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { matchPath, paths } from '../../../lib/paths';
import { toolOfRoute } from '../tools';
import { useAdminTitle } from '../use-admin-title';

export function ComingScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const { pathname } = useLocation();
  const tool = toolOfRoute(matchPath(pathname)?.id);
  useAdminTitle(tool?.key ?? null);
  return (
    <>
      <h1>{tool ? t(`tools.${tool.key}`) : t('shell.title')}</h1>
      <p>{t('coming.text')}</p>
      <p>
        <Link to={paths.admin.root(lang)}>{t('coming.back')}</Link>
      </p>
    </>
  );
}
