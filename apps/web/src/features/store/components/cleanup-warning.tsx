// The cart cleanup warning (customer-side §8): items removed for a closed office day or because the
// product expired, with the reasons. An alert: the customer's cart changed under them.
import type { CartRemovalReason } from '@mijote/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../islands/form/alert';

export function CleanupWarning({ reasons, onDismiss }: { reasons: readonly CartRemovalReason[]; onDismiss(): void }) {
  const { t } = useTranslation('store');
  return (
    <div className="store-notice">
      <Alert tone="danger" title={t('errors:codes.cart-items-removed')}>
        <ul className="alert__list">
          {reasons.map((r) => (
            <li key={r}>{t(`cleanup.reasons.${r}`)}</li>
          ))}
        </ul>
        <button type="button" className="link-button" onClick={onDismiss}>
          {t('cleanup.dismiss')}
        </button>
      </Alert>
    </div>
  );
}
