import { DIVISION_MODAL_SNOOZE_DAYS } from '@mijote/domain';
import { useTranslation } from 'react-i18next';
import { Island } from '../../../islands/island';
import NoticeModal from '../../../islands/notice-modal';
import { paths, type Lang } from '../../../lib/paths';

/** The division-move modal of the home page (customer-side §2): an island, opened on a visit
 * unless dismissed in the last 31 days (ADR 213). */
export function DivisionMoveModal({ lang }: { lang: Lang }) {
  const { t } = useTranslation('home');
  return (
    <Island
      name="notice-modal"
      component={NoticeModal}
      props={{
        id: 'division-modal',
        title: t('divisionMove.title'),
        paragraphs: [t('divisionMove.body1'), t('divisionMove.body2')],
        dismissable: true,
        closeLabel: t('common:actions.close'),
        link: { href: paths.homeMealDelivery(lang), label: t('divisionMove.learnMore') },
        button: { label: t('divisionMove.dismiss') },
        snoozeDays: DIVISION_MODAL_SNOOZE_DAYS,
      }}
    />
  );
}
