// PLACEHOLDER route module (ADR 170 wiring) — replaced by the feature's real page.
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <section className="container status-page">
      <h1>{t('notFound.title')}</h1>
    </section>
  );
}
