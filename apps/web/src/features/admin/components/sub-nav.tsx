// The pages of one tool (products: meal delivery, catering, retail, store; postal codes: meal
// delivery, retail), as links with the current one marked.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

export function SubNav({ label, links }: { label: string; links: readonly { to: string; text: string; current: boolean }[] }) {
  const { t } = useTranslation('admin');
  return (
    <nav className="admin-subnav" aria-label={t(label)}>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} aria-current={l.current ? 'page' : undefined} className={l.current ? 'active' : undefined}>
              {l.text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
