// Two-step verification in the profile (issue 29, ADR 378): master-login staff may turn it on (a
// super user is asked in the back-office). The enrolment's code loads on the press of the button.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session';
import { secondFactorOf } from '../../../lib/session/second-factor';
import { AccountSection } from './section';

const Enrolment = lazy(() => import('../../../components/session/enrolment').then((m) => ({ default: m.Enrolment })));

export function SecondFactorSection({ lang }: { lang: Lang }) {
  const { t } = useTranslation('account-pages');
  const session = useSession();
  const [enrolling, setEnrolling] = useState(false);
  const [done, setDone] = useState(false);
  const user = session.state.user;
  if (!user || !(user.isMasterLogin || user.type === 'SU')) return null;
  const on = secondFactorOf(user) === 'verified';
  return (
    <AccountSection title={t('profile.secondFactor.title')}>
      {done && <p role="status">{t('profile.secondFactor.done')}</p>}
      <p>{t(on ? 'profile.secondFactor.on' : 'profile.secondFactor.off')}</p>
      {!on &&
        (enrolling ? (
          <Suspense fallback={<p role="status">{t('secondFactor.loading')}</p>}>
            <Enrolment
              lang={lang}
              ns="account-pages"
              level={3}
              idPrefix="account"
              onDone={async () => {
                setEnrolling(false);
                setDone(true);
                await session.refresh();
              }}
            />
          </Suspense>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => setEnrolling(true)}>
            {t('profile.secondFactor.turnOn')}
          </button>
        ))}
    </AccountSection>
  );
}
