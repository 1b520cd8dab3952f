// /admin/appointments (ADR 372): the scheduling widget's back-office. Staff open slots — a day,
// or a week or two of the chosen weekdays at once — see the next four weeks' slots with their
// seats, delete a slot nobody booked, and list and cancel bookings (the visitor gets an e-mail in
// their language). Which slot a visitor may book is the domain's rule; the server checks it all.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBooking, AdminSlot, CreateSlotsBody } from '@mijote/contracts';
import { APPOINTMENT_KINDS, APPOINTMENT_TEAMS, SLOT_DURATIONS, addDays, formatDate, formatWallTime, torontoDate } from '@mijote/domain';
import { useLang } from '../../../app/layout/use-lang';
import { errorText } from '../../../lib/api-client';
import type { Lang } from '../../../lib/paths';
import { useAppointmentActions, useAppointmentBookings, useAppointmentSlots, type BookingStatusFilter } from '../appointments/api';
import { useAdminTitle } from '../use-admin-title';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const SPANS = { one: 1, week: 7, twoWeeks: 14 } as const;

const whenOf = (s: { date: string; time: string }, lang: Lang) =>
  `${formatDate(s.date, lang, 'weekdayShort')}, ${formatWallTime(s.time, lang)}`;

function OpenSlotsForm() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const { open } = useAppointmentActions(lang);
  const [draft, setDraft] = useState({
    kind: 'call' as CreateSlotsBody['kind'],
    team: 'catering' as CreateSlotsBody['team'],
    from: addDays(torontoDate(new Date()), 2),
    span: 'week' as keyof typeof SPANS,
    weekdays: [1, 2, 3, 4, 5] as number[],
    startTime: '10:00',
    endTime: '12:00',
    durationMinutes: 30 as 15 | 30 | 60,
    capacity: 1,
  });
  const set = <K extends keyof typeof draft>(key: K, value: (typeof draft)[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { span, ...rest } = draft;
    open.mutate({ ...rest, days: SPANS[span] });
  };
  const id = (name: string) => `appointments-${name}`;
  return (
    <section className="admin-panel" aria-labelledby={id('open-title')}>
      <h2 id={id('open-title')}>{t('appointments.openTitle')}</h2>
      <form className="admin-form" onSubmit={submit} noValidate>
        <div className="admin-form__fields">
          <div className="admin-field admin-field--half">
            <label htmlFor={id('kind')}>{t('appointments.kind')}</label>
            <select id={id('kind')} value={draft.kind} onChange={(e) => set('kind', e.target.value as CreateSlotsBody['kind'])}>
              {APPOINTMENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`appointments.kinds.${k}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-field admin-field--half">
            <label htmlFor={id('team')}>{t('appointments.team')}</label>
            <select id={id('team')} value={draft.team} onChange={(e) => set('team', e.target.value as CreateSlotsBody['team'])}>
              {APPOINTMENT_TEAMS.map((k) => (
                <option key={k} value={k}>
                  {t(`appointments.teams.${k}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-field admin-field--half">
            <label htmlFor={id('from')}>{t('appointments.from')}</label>
            <input id={id('from')} type="date" required value={draft.from} onChange={(e) => set('from', e.target.value)} />
          </div>
          <div className="admin-field admin-field--half">
            <label htmlFor={id('span')}>{t('appointments.span')}</label>
            <select id={id('span')} value={draft.span} onChange={(e) => set('span', e.target.value as keyof typeof SPANS)}>
              {Object.keys(SPANS).map((k) => (
                <option key={k} value={k}>
                  {t(`appointments.spans.${k}`)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="admin-field admin-weekdays">
            <legend>{t('appointments.weekdays')}</legend>
            {WEEKDAYS.map((d) => (
              <label key={d} className="admin-check">
                <input
                  type="checkbox"
                  checked={draft.weekdays.includes(d)}
                  onChange={(e) =>
                    set('weekdays', e.target.checked ? [...draft.weekdays, d].sort() : draft.weekdays.filter((x) => x !== d))
                  }
                />{' '}
                {t(`appointments.weekdayNames.${d}`)}
              </label>
            ))}
          </fieldset>
          <div className="admin-field admin-field--half">
            <label htmlFor={id('start')}>{t('appointments.startTime')}</label>
            <input
              id={id('start')}
              type="time"
              step={900}
              required
              value={draft.startTime}
              onChange={(e) => set('startTime', e.target.value)}
            />
          </div>
          <div className="admin-field admin-field--half">
            <label htmlFor={id('end')}>{t('appointments.endTime')}</label>
            <input id={id('end')} type="time" step={900} required value={draft.endTime} onChange={(e) => set('endTime', e.target.value)} />
          </div>
          <div className="admin-field admin-field--half">
            <label htmlFor={id('duration')}>{t('appointments.duration')}</label>
            <select
              id={id('duration')}
              value={draft.durationMinutes}
              onChange={(e) => set('durationMinutes', Number(e.target.value) as 15 | 30 | 60)}
            >
              {SLOT_DURATIONS.map((n) => (
                <option key={n} value={n}>
                  {t('appointments.minutes', { n })}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-field admin-field--half">
            <label htmlFor={id('capacity')}>{t('appointments.capacity')}</label>
            <input
              id={id('capacity')}
              type="number"
              min={1}
              max={20}
              value={draft.capacity}
              onChange={(e) => set('capacity', Math.max(1, Math.trunc(Number(e.target.value) || 1)))}
            />
          </div>
        </div>
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={open.isPending}>
            {open.isPending ? t('appointments.saving') : t('appointments.submit')}
          </button>
        </div>
        <div role="status" aria-live="polite">
          {open.isSuccess && (
            <p className="admin-success">{t('appointments.opened', { created: open.data.created, skipped: open.data.skipped })}</p>
          )}
        </div>
        {open.isError && (
          <p className="admin-error" role="alert">
            {errorText(t, open.error)}
          </p>
        )}
      </form>
    </section>
  );
}

function SlotsTable() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const slots = useAppointmentSlots(lang);
  const { remove } = useAppointmentActions(lang);
  const onDelete = (s: AdminSlot) => {
    if (window.confirm(t('appointments.confirmDelete'))) remove.mutate(s.id);
  };
  return (
    <section className="admin-panel" aria-labelledby="appointments-slots-title">
      <h2 id="appointments-slots-title">{t('appointments.slotsTitle')}</h2>
      {slots.isError && <p className="admin-error">{errorText(t, slots.error)}</p>}
      {remove.isError && (
        <p className="admin-error" role="alert">
          {errorText(t, remove.error)}
        </p>
      )}
      {slots.isSuccess && slots.data.data.length === 0 && <p className="admin-empty">{t('appointments.noSlots')}</p>}
      {slots.isSuccess && slots.data.data.length > 0 && (
        <div className="admin-table-scroll" tabIndex={0} role="region" aria-labelledby="appointments-slots-title">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('appointments.when')}</th>
                <th scope="col">{t('appointments.kind')}</th>
                <th scope="col">{t('appointments.team')}</th>
                <th scope="col">{t('appointments.length')}</th>
                <th scope="col" className="admin-num">
                  {t('appointments.seats')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('appointments.delete')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {slots.data.data.map((s) => (
                <tr key={s.id}>
                  <td>{whenOf(s, lang)}</td>
                  <td>{t(`appointments.kinds.${s.kind}`)}</td>
                  <td>{t(`appointments.teams.${s.team}`)}</td>
                  <td>{t('appointments.minutes', { n: s.durationMinutes })}</td>
                  <td className="admin-num">
                    {s.booked} / {s.capacity}
                  </td>
                  <td>
                    {s.booked === 0 && (
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-label={t('appointments.deleteSlot', { when: whenOf(s, lang) })}
                        onClick={() => onDelete(s)}
                      >
                        {t('appointments.delete')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function BookingsTable() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const [status, setStatus] = useState<BookingStatusFilter>('booked');
  const bookings = useAppointmentBookings(lang, status);
  const { cancel } = useAppointmentActions(lang);
  const onCancel = (b: AdminBooking) => {
    if (window.confirm(t('appointments.confirmCancel'))) cancel.mutate(b.id);
  };
  return (
    <section className="admin-panel" aria-labelledby="appointments-bookings-title">
      <h2 id="appointments-bookings-title">{t('appointments.bookingsTitle')}</h2>
      <div className="admin-field">
        <label htmlFor="appointments-status">{t('appointments.show')}</label>
        <select id="appointments-status" value={status} onChange={(e) => setStatus(e.target.value as BookingStatusFilter)}>
          {(['booked', 'canceled', 'all'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`appointments.statuses.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div role="status" aria-live="polite">
        {cancel.isSuccess && <p className="admin-success">{t('appointments.canceled')}</p>}
      </div>
      {cancel.isError && (
        <p className="admin-error" role="alert">
          {errorText(t, cancel.error)}
        </p>
      )}
      {bookings.isError && <p className="admin-error">{errorText(t, bookings.error)}</p>}
      {bookings.isSuccess && bookings.data.data.length === 0 && <p className="admin-empty">{t('appointments.noBookings')}</p>}
      {bookings.isSuccess && bookings.data.data.length > 0 && (
        <div className="admin-table-scroll" tabIndex={0} role="region" aria-labelledby="appointments-bookings-title">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('appointments.when')}</th>
                <th scope="col">{t('appointments.kind')}</th>
                <th scope="col">{t('appointments.who')}</th>
                <th scope="col">{t('appointments.contact')}</th>
                <th scope="col">{t('appointments.message')}</th>
                <th scope="col">{t('appointments.language')}</th>
                <th scope="col">{t('appointments.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('appointments.cancel')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {bookings.data.data.map((b) => (
                <tr key={b.id}>
                  <td>{whenOf(b, lang)}</td>
                  <td>
                    {t(`appointments.kinds.${b.kind}`)} · {t(`appointments.teams.${b.team}`)}
                  </td>
                  <td>
                    {b.name}
                    {b.company && (
                      <>
                        <br />
                        <small>{b.company}</small>
                      </>
                    )}
                  </td>
                  <td>
                    <a href={`mailto:${b.email}`}>{b.email}</a>
                    <br />
                    <a href={`tel:${b.phone}`}>{b.phone}</a>
                  </td>
                  <td>{b.message}</td>
                  <td>{t(`appointments.languages.${b.language}`)}</td>
                  <td>{t(`appointments.statuses.${b.status}`)}</td>
                  <td>
                    {b.status === 'booked' && (
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-label={t('appointments.cancelOf', { name: b.name })}
                        onClick={() => onCancel(b)}
                      >
                        {t('appointments.cancel')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function AppointmentsScreen() {
  const { t } = useTranslation('admin');
  useAdminTitle('appointments');
  return (
    <>
      <h1>{t('tools.appointments')}</h1>
      <p className="admin-lead">{t('appointments.lead')}</p>
      <OpenSlotsForm />
      <SlotsTable />
      <BookingsTable />
    </>
  );
}
