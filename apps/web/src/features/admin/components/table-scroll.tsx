// A table that scrolls inside its own region on a phone instead of widening the page; the region is
// keyboard-focusable (so the keyboard can scroll it) and named "{what}: table", never the same name
// as the section around it (axe landmark-unique).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={t('list.table', { name: label })}>
      {children}
    </div>
  );
}
