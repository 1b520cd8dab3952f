// Setting up the second factor (issue 29, ADR 378): the server's QR code as an image and its key
// as text, a first code to confirm, then the ten recovery codes shown once. The back-office shows
// it to a super user without one (texts in `admin`); the account's profile offers it to
// master-login staff (texts in `account-pages`), loaded on the press of its button.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-client';
import type { Lang } from '../../lib/paths';
import { normaliseCode, postEnrolment, postEnrolmentConfirm, type EnrolmentReply } from '../../lib/session/second-factor';
import { TextField } from '../ui/form-fields';

/** The server's QR (our own SVG output) as an image: no markup of it enters the page. */
export const svgDataUri = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export interface EnrolmentProps {
  lang: Lang;
  ns: 'admin' | 'account-pages';
  /** The heading's level: the page's title (1) in the back-office, a section's (3) in the account. */
  level: 1 | 3;
  idPrefix: string;
  onDone: () => void | Promise<void>;
}

export function Enrolment({ lang, ns, level, idPrefix, onDone }: EnrolmentProps) {
  const { t } = useTranslation(ns);
  const [enrolment, setEnrolment] = useState<EnrolmentReply | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const asked = useRef(false);
  const Heading = level === 1 ? 'h1' : 'h3';
  const titleId = `${idPrefix}-enrol-title`;

  useEffect(() => {
    // one secret per screen (a second request would replace the one shown)
    if (asked.current) return;
    asked.current = true;
    postEnrolment(lang).then(setEnrolment, (err: unknown) => setFailed(errorText(t, err)));
  }, [lang, t]);

  async function onConfirm(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    const value = normaliseCode(code, false);
    if (!/^\d{6}$/.test(value)) {
      setError(t('secondFactor.codeFormat'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      setCodes((await postEnrolmentConfirm(value, lang)).recoveryCodes);
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setSending(false);
    }
  }

  if (codes) {
    return (
      <section className="second-factor-enrolment" aria-labelledby={titleId}>
        <Heading id={titleId}>{t('secondFactor.codesTitle')}</Heading>
        <p>{t('secondFactor.codesLead')}</p>
        <ol className="recovery-codes" aria-label={t('secondFactor.codesList')}>
          {codes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ol>
        <p className="second-factor__hint">{t('secondFactor.codesHint')}</p>
        <button type="button" className="button button--primary" onClick={() => void onDone()}>
          {t('secondFactor.codesSaved')}
        </button>
      </section>
    );
  }

  return (
    <section className="second-factor-enrolment" aria-labelledby={titleId}>
      <Heading id={titleId}>{t('secondFactor.enrolTitle')}</Heading>
      <p>{t('secondFactor.enrolLead')}</p>
      {failed && (
        <p className="field__error" role="alert">
          {failed}
        </p>
      )}
      {!enrolment && !failed && <p role="status">{t('secondFactor.loading')}</p>}
      {enrolment && (
        <>
          <img className="second-factor__qr" src={svgDataUri(enrolment.qrSvg)} alt={t('secondFactor.qrAlt')} width={200} height={200} />
          <p>
            {t('secondFactor.secretLabel')} <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <form className="session-form" noValidate onSubmit={(e) => void onConfirm(e)}>
            <TextField
              id={`${idPrefix}-enrol-code`}
              label={t('secondFactor.codeLabel')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={8}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={error ?? undefined}
              aria-required
            />
            <button type="submit" className="button button--primary" disabled={sending}>
              {sending ? t('secondFactor.sending') : t('secondFactor.enrolSubmit')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
