// /admin: the area's home, every tool of back-office §1 with what it is for.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { buildPathUnchecked } from '../../../lib/paths';
import { ADMIN_TOOLS } from '../tools';
import { useAdminTitle } from '../use-admin-title';

export function DashboardScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  useAdminTitle(null);
  return (
    <>
      <h1>{t('shell.title')}</h1>
      <p>{t('dashboard.lead')}</p>
      <ul className="admin-tools">
        {ADMIN_TOOLS.map((tool) => (
          <li key={tool.key} className="admin-tools__tool">
            <Link to={buildPathUnchecked(tool.route, lang)}>{t(`tools.${tool.key}`)}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
