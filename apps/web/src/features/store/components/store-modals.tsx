// The store's own modals (customer-side §2): the incomplete billing address prompt (review and
// confirm, non-dismissable: it says why and links to the profile) and the holiday notice.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { paths, type Lang } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session';
import { useHolidayToday } from '../api';

export function BillingAddressModal({ lang, active }: { lang: Lang; active: boolean }) {
  const { t } = useTranslation('store');
  const { state } = useSession();
  const open = active && state.status === 'authenticated' && !state.user.isBillingAddressComplete;
  return (
    <Modal open={open} id="billing-incomplete" title={t('billing.title')} dismissable={false} onClose={() => undefined}>
      <p>{t('billing.body')}</p>
      <div className="modal__actions">
        <a className="button button--primary" href={paths.account.profile(lang)}>
          {t('billing.action')}
        </a>
      </div>
    </Modal>
  );
}

/**
 * Shown once per visit of the meal-delivery or the catering store when its kitchen is closed today
 * (GET /meal-delivery/holidays/today, /catering/holidays/today; the bistros have their own).
 */
export function HolidayNoticeModal({ store, lang, active }: { store: 'mealDelivery' | 'catering'; lang: Lang; active: boolean }) {
  const { t } = useTranslation('store');
  const [dismissed, setDismissed] = useState(false);
  const holiday = useHolidayToday(store, lang, active);
  const today = holiday.data;
  const open = active && !dismissed && !!today?.isHoliday;
  return (
    <Modal
      open={open}
      id="holiday-notice"
      title={t('holiday.title')}
      closeLabel={t('common:actions.close')}
      onClose={() => setDismissed(true)}
    >
      <p>
        {t(store === 'catering' ? 'holiday.bodyCatering' : 'holiday.body', { name: today?.holiday?.Name ?? t('holiday.fallbackName') })}
      </p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={() => setDismissed(true)}>
          {t('holiday.ok')}
        </button>
      </div>
    </Modal>
  );
}
