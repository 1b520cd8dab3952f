// The back-office's second factor (issue 29, ADR 378): the code step of a pending session, the
// enrolment of a super user not yet enrolled (the server's QR as an image, the secret to type,
// a code to confirm, then the 10 recovery codes shown once), and the step-up dialog of the money
// actions (StepUpProvider: a write answering 403 `step-up-required` opens it, ./step-up-context.ts).
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondFactorStep } from '../../../components/session/second-factor-step';
import { Enrolment } from '../../../components/session/enrolment';
import { Modal } from '../../../components/ui/modal';
import type { Lang } from '../../../lib/paths';
import { StepUpContext } from './step-up-context';

export function SecondFactorCodeScreen({ lang, onVerified }: { lang: Lang; onVerified: () => Promise<unknown> }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="admin-second-factor-title">
      <h1 id="admin-second-factor-title">{t('secondFactor.title')}</h1>
      <SecondFactorStep lang={lang} ns="admin" idPrefix="admin" onVerified={async () => void (await onVerified())} />
    </section>
  );
}

export function EnrolmentScreen({ lang, onDone }: { lang: Lang; onDone: () => void | Promise<void> }) {
  return <Enrolment lang={lang} ns="admin" level={1} idPrefix="admin" onDone={onDone} />;
}

/** The step-up dialog of the money actions, shared by every write of the admin (useWrite). */
export function StepUpProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const [waiting, setWaiting] = useState<{ resolve: () => void; reject: (e: Error) => void } | null>(null);
  const ask = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        setWaiting({ resolve, reject });
      }),
    [],
  );
  const close = () => {
    waiting?.reject(new Error('step-up closed'));
    setWaiting(null);
  };
  return (
    <StepUpContext value={ask}>
      {children}
      <Modal
        open={waiting !== null}
        id="admin-step-up"
        title={t('secondFactor.stepUpTitle')}
        closeLabel={t('secondFactor.cancel')}
        onClose={close}
      >
        <p>{t('secondFactor.stepUpLead')}</p>
        {waiting && (
          <SecondFactorStep
            lang={lang}
            ns="admin"
            idPrefix="admin-step-up"
            onCancel={close}
            onVerified={() => {
              waiting.resolve();
              setWaiting(null);
            }}
          />
        )}
      </Modal>
    </StepUpContext>
  );
}
