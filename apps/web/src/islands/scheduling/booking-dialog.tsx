// The scheduling widget's dialog (customer-side §2, ADR 372), loaded on the first press of its
// button: choose a call or a tasting and the team → a day → a time → your details → the
// confirmation. Its texts are the `scheduling` namespace of the page's language, loaded with it
// (an island has no i18next); the open slots and their labels come from the API, which formats
// them with the domain. The server checks everything again (captcha, the slot still open).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { OpenSlotsReply } from '@mijote/contracts';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@mijote/domain';
import { Modal } from '../../components/ui/modal';
import { CUSTOMER_SERVICE_PHONE } from '../../lib/contact';
import { captchaToken } from '../form/captcha';
import { FormApiError } from '../form/api';
import { fetchOpenSlots, postBooking, type Kind, type Team } from './api';
import type enStrings from '../../locales/en/scheduling.json';
import '../../styles/scheduling.css';

type Strings = typeof enStrings;

const STRINGS: Record<'en' | 'fr', () => Promise<Strings>> = {
  en: () => import('../../locales/en/scheduling.json').then((m) => m.default),
  fr: () => import('../../locales/fr/scheduling.json').then((m) => m.default as Strings),
};

/** `{{name}}` → value (the namespace's interpolation, without i18next). */
export function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
}

export interface BookingDialogProps {
  id: string;
  lang: 'en' | 'fr';
  open: boolean;
  onClose: () => void;
}

type Day = OpenSlotsReply['days'][number];
type Slot = Day['slots'][number];
type Step = 'kind' | 'day' | 'time' | 'details' | 'done';
const STEP_NUMBER: Record<Exclude<Step, 'done'>, number> = { kind: 1, day: 2, time: 3, details: 4 };
const FIELDS = ['name', 'email', 'phone', 'company', 'message'] as const;
type FieldName = (typeof FIELDS)[number];

export default function BookingDialog({ id, lang, open, onClose }: BookingDialogProps) {
  const [s, setStrings] = useState<Strings | null>(null);
  const [step, setStep] = useState<Step>('kind');
  const [kind, setKind] = useState<Kind>('call');
  const [team, setTeam] = useState<Team>('catering');
  const [days, setDays] = useState<Day[] | null>(null);
  const [day, setDay] = useState<Day | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [values, setValues] = useState<Record<FieldName, string>>({ name: '', email: '', phone: '', company: '', message: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ when: string; email: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void STRINGS[lang]().then(setStrings);
  }, [lang]);
  // each new step: the focus goes to its heading (a screen reader hears where it is)
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  if (!s) return null;
  const what = s.kinds[kind];
  const errorOf = (err: unknown) => {
    if (err instanceof FormApiError) return (s.errors as Record<string, string>)[err.code] ?? err.message ?? s.errors.unknown;
    return err instanceof TypeError ? s.errors.network : s.errors.unknown;
  };

  const close = () => {
    onClose();
    if (step === 'done') {
      // a later press starts again
      setStep('kind');
      setDone(null);
      setSlot(null);
      setDay(null);
    }
  };

  const loadDays = async (keepError = false) => {
    setBusy(true);
    if (!keepError) setError(null);
    try {
      const reply = await fetchOpenSlots(kind, team, lang);
      setDays(reply.days);
      return reply.days;
    } catch (err) {
      setError(errorOf(err));
      return null;
    } finally {
      setBusy(false);
    }
  };

  const toDays = async () => {
    if (await loadDays()) setStep('day');
  };

  const check = (): Partial<Record<FieldName, string>> => {
    const e: Partial<Record<FieldName, string>> = {};
    if (!values.name.trim()) e.name = s.errors.required;
    if (!values.email.trim()) e.email = s.errors.required;
    else if (!EMAIL_PATTERN.test(values.email.trim())) e.email = s.errors.email;
    if (!values.phone.trim()) e.phone = s.errors.required;
    else if (!PHONE_PATTERN.test(values.phone.trim())) e.phone = s.errors.phone;
    return e;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!slot) return;
    const problems = check();
    setFieldErrors(problems);
    if (Object.keys(problems).length > 0) {
      document.getElementById(`${id}-${Object.keys(problems)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const reply = await postBooking({
        slotId: slot.id,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        company: values.company.trim() || undefined,
        message: values.message.trim(),
        language: lang,
        reCaptchaToken: await captchaToken('appointment'),
      });
      setDone({ when: reply.when, email: reply.email });
      setStep('done');
    } catch (err) {
      setError(errorOf(err));
      if (err instanceof FormApiError && err.code === 'appointment-unavailable') {
        // taken meanwhile: back to the day's times, read again
        const fresh = await loadDays(true);
        const again = fresh?.find((d) => d.date === day?.date) ?? null;
        setDay(again);
        setSlot(null);
        setStep(again ? 'time' : 'day');
      }
    } finally {
      setBusy(false);
    }
  };

  const stepLine =
    step === 'done' ? null : (
      <p className="scheduling__step">
        {fill(s.stepOf, { n: STEP_NUMBER[step] })} · {s.steps[step]}
      </p>
    );
  const alert = error && (
    <p className="scheduling__error" role="alert">
      {error}
    </p>
  );

  let body;
  if (step === 'kind') {
    body = (
      <form
        className="scheduling__form"
        onSubmit={(e) => {
          e.preventDefault();
          void toDays();
        }}
      >
        <p className="scheduling__intro">{s.intro}</p>
        <fieldset className="scheduling__choices">
          <legend>
            <h3 ref={heading} tabIndex={-1}>
              {s.kindLegend}
            </h3>
          </legend>
          {(['call', 'tasting'] as const).map((k) => (
            <label key={k} className="scheduling__choice">
              <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} />
              <span>
                <strong>{s.kinds[k]}</strong>
                <small>{s.kindHints[k]}</small>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="scheduling__choices">
          <legend>{s.teamLegend}</legend>
          {(['catering', 'corporate'] as const).map((k) => (
            <label key={k} className="scheduling__choice">
              <input type="radio" name={`${id}-team`} value={k} checked={team === k} onChange={() => setTeam(k)} />
              <span>
                <strong>{s.teams[k]}</strong>
                <small>{s.teamHints[k]}</small>
              </span>
            </label>
          ))}
        </fieldset>
        {alert}
        <div className="scheduling__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-disabled={busy}>
            {busy ? s.loading : s.next}
          </button>
        </div>
      </form>
    );
  } else if (step === 'day') {
    body = (
      <div>
        <h3 ref={heading} tabIndex={-1}>
          {s.dayLegend}
        </h3>
        <p className="scheduling__chosen">
          {s.kinds[kind]} · {s.teams[team]}
        </p>
        {days && days.length === 0 ? (
          <p className="scheduling__empty">{fill(s.noTimes, { phone: CUSTOMER_SERVICE_PHONE.display })}</p>
        ) : (
          <ul className="scheduling__grid" role="list">
            {days?.map((d) => (
              <li key={d.date}>
                <button
                  type="button"
                  className="scheduling__pick"
                  onClick={() => {
                    setDay(d);
                    setError(null);
                    setStep('time');
                  }}
                >
                  {d.label}
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="scheduling__note">{s.timeNote}</p>
        {alert}
        <div className="scheduling__actions">
          <button type="button" className="button button--ghost" onClick={() => setStep('kind')}>
            {s.back}
          </button>
        </div>
      </div>
    );
  } else if (step === 'time' && day) {
    body = (
      <div>
        <h3 ref={heading} tabIndex={-1}>
          {fill(s.timeLegend, { day: day.label })}
        </h3>
        <ul className="scheduling__grid scheduling__grid--times" role="list">
          {day.slots.map((t) => (
            <li key={t.id}>
              <button
                type="button"
                className="scheduling__pick"
                onClick={() => {
                  setSlot(t);
                  setError(null);
                  setStep('details');
                }}
              >
                {t.timeLabel}
                {t.seatsLeft > 1 && <small>{fill(s.seatsLeft, { n: t.seatsLeft })}</small>}
              </button>
            </li>
          ))}
        </ul>
        {alert}
        <div className="scheduling__actions">
          <button type="button" className="button button--ghost" onClick={() => setStep('day')}>
            {s.back}
          </button>
        </div>
      </div>
    );
  } else if (step === 'details' && day && slot) {
    body = (
      <form className="scheduling__form" noValidate onSubmit={(e) => void submit(e)}>
        <h3 ref={heading} tabIndex={-1}>
          {s.steps.details}
        </h3>
        <p className="scheduling__chosen">{fill(s.chosen, { what: `${what} · ${s.teams[team]}`, day: day.label, time: slot.timeLabel })}</p>
        {FIELDS.map((name) => {
          const required = name === 'name' || name === 'email' || name === 'phone';
          const fieldId = `${id}-${name}`;
          const err = fieldErrors[name];
          const common = {
            id: fieldId,
            name,
            value: values[name],
            'aria-invalid': err ? true : undefined,
            'aria-describedby': err ? `${fieldId}-error` : undefined,
            'aria-required': required ? true : undefined,
            onChange: (e: { target: { value: string } }) => {
              setValues((v) => ({ ...v, [name]: e.target.value }));
              // an edited field's message goes (checked again on the next submit)
              if (err) setFieldErrors((f) => ({ ...f, [name]: undefined }));
            },
          } as const;
          return (
            <div key={name} className={err ? 'scheduling__field scheduling__field--invalid' : 'scheduling__field'}>
              <label htmlFor={fieldId}>
                {s.fields[name]}
                {!required && <span className="scheduling__optional"> ({s.optional})</span>}
              </label>
              {name === 'message' ? (
                <textarea {...common} rows={3} maxLength={2000} />
              ) : (
                <input
                  {...common}
                  type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
                  autoComplete={name === 'name' ? 'name' : name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'organization'}
                  maxLength={name === 'email' ? 254 : name === 'phone' ? 40 : 100}
                />
              )}
              {err && (
                <p id={`${fieldId}-error`} className="scheduling__field-error">
                  {err}
                </p>
              )}
            </div>
          );
        })}
        {alert}
        <div className="scheduling__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-disabled={busy}>
            {busy ? s.sending : s.submit}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setStep('time')}>
            {s.back}
          </button>
        </div>
      </form>
    );
  } else if (step === 'done' && done) {
    body = (
      <div className="scheduling__done" role="status">
        <h3 ref={heading} tabIndex={-1}>
          {s.doneTitle}
        </h3>
        <p>{fill(s.done, { what: `${what} · ${s.teams[team]}`, when: done.when })}</p>
        <p>{fill(s.doneMail, { email: done.email })}</p>
        <div className="scheduling__actions">
          <button type="button" className="button button--primary" onClick={close}>
            {s.doneClose}
          </button>
        </div>
      </div>
    );
  } else {
    body = null;
  }

  return (
    <Modal open={open} id={id} title={s.title} closeLabel={s.close} onClose={close} className="scheduling">
      {stepLine}
      {body}
    </Modal>
  );
}
