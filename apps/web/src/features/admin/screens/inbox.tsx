// /admin/messages (issue 30): the inbox of the public forms. What visitors sent through the site's
// forms, newest first, 25 a page, filtered on read state and form — every filter, the page and the
// open message in the URL (`unread`, `form`, `page`, `id`), so Today's unread figure links here with
// the very query it counted (components/message-filters.ts). An unread message is bold and says
// "Unread" in words; opening it shows its fields and marks it read; a button marks it unread again.
// A footer lead form's second step is shown inside its first (the API merges them).
import type { AdminFormSubmission, FormName } from '@mijote/contracts';
import { formatInstantDate, formatWallTime, torontoDateTime } from '@mijote/domain';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { FORM_FIELDS } from '../../../components/forms/form-props';
import { errorText } from '../../../lib/api-client';
import { domId } from '../../../lib/dom-id';
import type { Lang } from '../../../lib/paths';
import { ListFooter, withParams } from '../components/list-pager';
import { INBOX_FORMS, messageFiltersOf } from '../components/message-filters';
import { TableScroll } from '../components/table-scroll';
import { useInbox, useInboxMessage, useMarkMessage } from '../messages/api';
import { useAdminTitle } from '../use-admin-title';

/** When a message came or was read: its Toronto date and wall-clock time, in the staff's language. */
export function whenText(t: TFunction, iso: string, lang: Lang): string {
  return t('inbox.at', {
    date: formatInstantDate(iso, lang, 'medium'),
    time: formatWallTime(torontoDateTime(new Date(iso)).slice(11), lang),
  });
}

/** A form's name in words (a lead form completed by its second step is one call-back request). */
export function formNameText(t: TFunction, m: Pick<AdminFormSubmission, 'formName' | 'followUpIds'>): string {
  if (m.formName === 'home-first-form' && m.followUpIds.length > 0) return t('inbox.leadForm');
  return t(`forms:${m.formName}.label`);
}

/** The select fields whose value is an option's key (forms:options.{key}.{value}). */
const OPTION_FIELDS: Record<string, string> = { position: 'positions', service: 'services', rating: 'rating' };

/** A field's value as staff read it: an option in words, yes or no, the rest as sent. */
export function valueText(t: TFunction, key: string, value: AdminFormSubmission['data'][string]): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'list.yes' : 'list.no');
  const options = OPTION_FIELDS[key];
  if (options) return t(`forms:options.${options}.${String(value)}`, { defaultValue: String(value) });
  return String(value);
}

/** The fields of a message in its form's order (then its lead form's second step's, then any other). */
export function orderedFields(m: Pick<AdminFormSubmission, 'formName' | 'data' | 'followUpIds'>): string[] {
  const forms: FormName[] = [
    m.formName,
    ...(m.formName === 'home-first-form' && m.followUpIds.length ? ['home-second-form' as const] : []),
  ];
  const order = forms.flatMap((f) => FORM_FIELDS[f].map((d) => d.name));
  const keys = Object.keys(m.data);
  return [...new Set([...order.filter((k) => keys.includes(k)), ...keys])];
}

export function InboxScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  useAdminTitle('inbox');
  const [params, setParams] = useSearchParams();
  const go = (changes: Record<string, string | null>) => setParams(withParams(params, changes));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const filters = messageFiltersOf(params);
  const selected = params.get('id');
  const selectedId = selected && /^\d+$/.test(selected) ? Number(selected) : null;
  const list = useInbox(lang, { page, filters });
  const listHeading = useRef<HTMLHeadingElement>(null);
  const show = filters['unread'] === 'true' ? 'unread' : filters['unread'] === 'false' ? 'read' : 'all';
  const rows = list.data?.data ?? [];

  return (
    <>
      <h1>{t('tools.inbox')}</h1>
      <p className="admin-lead">{t('inbox.lead')}</p>
      <div className="admin-collection">
        <section className="admin-collection__list" aria-labelledby="admin-inbox-list-title">
          <div className="admin-collection__bar">
            <h2 id="admin-inbox-list-title" ref={listHeading} tabIndex={-1}>
              {t(`inbox.shows.${show}`)}
            </h2>
          </div>
          <div className="admin-search">
            <span className="admin-search__filter">
              <label htmlFor="admin-inbox-show">{t('inbox.show')}</label>
              <select
                id="admin-inbox-show"
                value={show}
                onChange={(e) => go({ unread: e.target.value === 'all' ? null : String(e.target.value === 'unread'), page: null })}
              >
                {(['all', 'unread', 'read'] as const).map((s) => (
                  <option key={s} value={s}>
                    {t(`inbox.shows.${s}`)}
                  </option>
                ))}
              </select>
            </span>
            <span className="admin-search__filter">
              <label htmlFor="admin-inbox-form">{t('inbox.form')}</label>
              <select id="admin-inbox-form" value={filters['formName'] ?? ''} onChange={(e) => go({ form: e.target.value, page: null })}>
                <option value="">{t('inbox.everyForm')}</option>
                {INBOX_FORMS.map((f) => (
                  <option key={f} value={f}>
                    {t(`forms:${f}.label`)}
                  </option>
                ))}
              </select>
            </span>
          </div>
          {list.isError && <p className="admin-error">{errorText(t, list.error)}</p>}
          {list.data && (
            <p className="visually-hidden" role="status">
              {t('inbox.shown', { count: list.data.meta.total })}
            </p>
          )}
          <TableScroll label={t('tools.inbox')}>
            <table className="admin-table admin-inbox" aria-busy={list.isFetching}>
              <caption className="visually-hidden">{t(`inbox.shows.${show}`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('inbox.columns.status')}</th>
                  <th scope="col">{t('inbox.columns.received')}</th>
                  <th scope="col">{t('inbox.columns.form')}</th>
                  <th scope="col">{t('inbox.columns.from')}</th>
                  <th scope="col">{t('inbox.columns.message')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('list.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((m) => {
                  const unread = m.readAt === null;
                  const who = m.summary.name ?? m.summary.email ?? t('inbox.someone');
                  return (
                    <tr
                      key={m.id}
                      data-message={m.id}
                      className={unread ? 'admin-inbox__unread' : undefined}
                      aria-current={m.id === selectedId ? 'true' : undefined}
                    >
                      <td>
                        <span className={unread ? 'admin-inbox__badge' : undefined}>{t(unread ? 'inbox.unread' : 'inbox.read')}</span>
                      </td>
                      <td>{whenText(t, m.createdAt, lang)}</td>
                      <td>{formNameText(t, m)}</td>
                      <td>
                        {unread ? <strong>{who}</strong> : who}
                        {m.summary.email && m.summary.email !== who && (
                          <>
                            <br />
                            <small>{m.summary.email}</small>
                          </>
                        )}
                      </td>
                      <td className="admin-inbox__summary">{m.summary.message ?? '—'}</td>
                      <td>
                        <Link to={withParams(params, { id: String(m.id) })} aria-label={t('inbox.openNamed', { name: who })}>
                          {t('inbox.open')}
                        </Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
          <ListFooter list={list} params={params} page={page} pages={list.data?.meta.total_pages ?? 1} />
        </section>
        {selectedId !== null && (
          <MessagePanel
            key={selectedId}
            id={selectedId}
            lang={lang}
            onClose={() => {
              go({ id: null });
              listHeading.current?.focus();
            }}
          />
        )}
      </div>
    </>
  );
}

/** One message: its fields, who read it, and the read / unread button. Opening it marks it read (once). */
function MessagePanel({ id, lang, onClose }: { id: number; lang: Lang; onClose(): void }) {
  const { t } = useTranslation('admin');
  const message = useInboxMessage(lang, id);
  const mark = useMarkMessage(lang);
  const heading = useRef<HTMLHeadingElement>(null);
  // read when opened, once: "Mark as unread" then leaves it unread while it stays open
  const opened = useRef(false);
  const m = message.data;
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (!m || opened.current) return;
    opened.current = true;
    if (m.readAt === null) mark.mutate({ id: m.id, read: true });
  }, [m, mark]);
  const titleId = domId('admin-inbox-message', id);
  const who = m ? (m.summary.name ?? m.summary.email ?? t('inbox.someone')) : '';

  return (
    <section className="admin-collection__panel" aria-labelledby={titleId}>
      <div className="admin-collection__bar">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {m ? t('inbox.from', { name: who }) : t('inbox.title', { id })}
        </h2>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('form.close')}
        </button>
      </div>
      {message.isPending && <p role="status">{t('shell.loading')}</p>}
      {message.isError && <p className="admin-error">{errorText(t, message.error)}</p>}
      {m && (
        <>
          <dl className="admin-facts admin-inbox__facts">
            <dt>{t('inbox.columns.form')}</dt>
            <dd>{formNameText(t, m)}</dd>
            <dt>{t('inbox.columns.received')}</dt>
            <dd>{whenText(t, m.createdAt, lang)}</dd>
            <dt>{t('inbox.language')}</dt>
            <dd>{t(`inbox.languages.${m.language}`)}</dd>
            <dt>{t('inbox.columns.status')}</dt>
            <dd data-testid="inbox-state">
              {m.readAt === null
                ? t('inbox.unread')
                : m.readBy
                  ? t('inbox.readBy', { name: m.readBy.name, when: whenText(t, m.readAt, lang) })
                  : t('inbox.readOn', { when: whenText(t, m.readAt, lang) })}
            </dd>
            {orderedFields(m).map((key) => (
              <FieldRow key={key} name={key} value={m.data[key] ?? null} />
            ))}
            <dt>{t('inbox.newsletter')}</dt>
            <dd>{t(m.newsletter ? 'list.yes' : 'list.no')}</dd>
            {m.isBbCorp && (
              <>
                <dt>{t('inbox.site')}</dt>
                <dd>{t('inbox.bakerySite')}</dd>
              </>
            )}
          </dl>
          {m.followUpIds.length > 0 && <p>{t('inbox.followUps', { count: m.followUpIds.length })}</p>}
          <div className="admin-form__actions">
            {m.summary.email && (
              <a className="button" href={`mailto:${m.summary.email}`}>
                {t('inbox.reply')}
              </a>
            )}
            <button
              type="button"
              className="button"
              disabled={mark.isPending}
              onClick={() => mark.mutate({ id: m.id, read: m.readAt === null })}
            >
              {t(m.readAt === null ? 'inbox.markRead' : 'inbox.markUnread')}
            </button>
          </div>
          {mark.isError && (
            <p className="admin-error" role="alert">
              {errorText(t, mark.error)}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function FieldRow({ name, value }: { name: string; value: AdminFormSubmission['data'][string] }) {
  const { t } = useTranslation('admin');
  const text = valueText(t, name, value);
  return (
    <>
      <dt>{t(`inbox.fields.${name}`, { defaultValue: name })}</dt>
      <dd className={name === 'message' ? 'admin-inbox__message' : undefined}>
        {name === 'email' && value ? (
          <a href={`mailto:${text}`}>{text}</a>
        ) : name === 'phone' && value ? (
          <a href={`tel:${text}`}>{text}</a>
        ) : (
          text
        )}
      </dd>
    </>
  );
}
