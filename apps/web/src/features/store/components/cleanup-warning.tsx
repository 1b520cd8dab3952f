// The cart cleanup warning (customer-side §8): items removed for a closed office day or because the
// product expired, with the reasons.
import type { CartRemovalReason } from '@mijote/contracts';
import { useTranslation } from 'react-i18next';

export function CleanupWarning({ reasons, onDismiss }: { reasons: readonly CartRemovalReason[]; onDismiss(): void }) {
  const { t } = useTranslation('store');
  return (
    <div className="alert alert--warning store-notice" role="alert">
      <span className="alert__icon" aria-hidden="true">
        !
      </span>
      <div>
        <p className="alert__text">
          <strong>{t('cleanup.title')}</strong>
        </p>
        <ul className="alert__list">
          {reasons.map((r) => (
            <li key={r}>{t(`cleanup.reasons.${r}`)}</li>
          ))}
        </ul>
        <button type="button" className="link-button" onClick={onDismiss}>
          {t('cleanup.dismiss')}
        </button>
      </div>
    </div>
  );
}
