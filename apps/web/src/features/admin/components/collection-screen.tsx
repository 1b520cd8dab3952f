// The generic admin screen of one collection (ADR 260 over ADR 246's convention): a server-paged,
// sortable, searchable list (its state in the URL: `?page&sort&dir&q&id` and the filters) and a
// side panel with the selected record's form, its delete (after a confirmation) and its history.
// A save posts the record as GET answered it with the form's values over it; the API's validation
// issues come back on their fields, translated; every outcome is one of the spec's alerts
// (back-office §8: success keys, the server's error in a danger alert).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter, withParams } from './list-pager';
import { Link, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../../lib/api-client';
import type { Lang } from '../../../lib/paths';
import { useAdminDelete, useAdminList, useAdminRecord, useAdminSave, type AdminRecord } from '../api';
import { useAdminAlerts } from './alerts';
import type { CollectionScreenDef, FieldDef } from './collection';
import { fieldKey, problemsFromIssues, readPath, toBody, toFormValues, type FieldProblems, type FormValues } from './form-values';
import { RecordHistory } from './history';
import { chosenValues, MultiFilter } from './multi-filter';
import { TableScroll } from './table-scroll';
import { FranchiseSelect } from './franchise-options';

type Params = Record<string, string | null>;

/** The URL's search with some parameters changed (null or '' removes one). */

export function CollectionScreen<T extends AdminRecord>({
  def,
  lang,
  fixed,
  readOnly = false,
}: {
  def: CollectionScreenDef<T>;
  lang: Lang;
  /** filters the route sets, not the URL's search (a product category, a bistro) */
  fixed?: Readonly<Record<string, string>>;
  /** records are shown, not edited (retail products with a bistro selected) */
  readOnly?: boolean;
}) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const sorts = def.columns.flatMap((c) => (c.sort ? [c.sort] : []));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const sortParam = params.get('sort');
  const sort = sortParam && sorts.includes(sortParam) ? sortParam : def.defaultSort;
  const defaultDir = sort === def.defaultSort ? (def.defaultDirection ?? 'asc') : 'asc';
  const dirParam = params.get('dir');
  const dir = dirParam === 'desc' || dirParam === 'asc' ? dirParam : defaultDir;
  const q = params.get('q') ?? '';
  const filters = {
    ...Object.fromEntries(
      (def.filters ?? []).map((f) => [
        f.param,
        // a comma list keeps only the values offered (a stale link never makes the list a 400)
        f.multiple ? chosenValues(params.get(f.param), f.values).join(',') : (params.get(f.param) ?? f.initial ?? ''),
      ]),
    ),
    ...fixed,
  };
  const selected = params.get('id');
  const selectedId = selected === 'new' ? 0 : selected && /^\d+$/.test(selected) ? Number(selected) : null;
  const list = useAdminList<T>(def.collection, { page, limit: def.limit, sort, sortDirection: dir, search: q, filters });
  const [draft, setDraft] = useState(q);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const base = `admin-${def.collection}`;

  const go = (changes: Params) => setParams(withParams(params, changes));

  function search(e: FormEvent) {
    e.preventDefault();
    go({ q: draft.trim(), page: null });
  }

  const meta = list.data?.meta;
  const pages = meta?.total_pages ?? 1;

  return (
    <div className="admin-collection">
      {/* not a landmark: its table region already bears the list's name (axe landmark-unique) */}
      <div className="admin-collection__list">
        <div className="admin-collection__bar">
          <h2 id={`${base}-list-title`} ref={listHeading} tabIndex={-1}>
            {t(`${def.texts}.listTitle`)}
          </h2>
          {!readOnly && def.canCreate !== false && (
            <Link className="button button--primary" to={withParams(params, { id: 'new' })}>
              {t('list.new')}
            </Link>
          )}
        </div>
        <form className="admin-search" role="search" onSubmit={search}>
          <label htmlFor={`${base}-search`}>{t(`${def.texts}.searchLabel`)}</label>
          <input id={`${base}-search`} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={200} />
          <button type="submit" className="button">
            {t('list.search')}
          </button>
          {(def.filters ?? []).map((f) =>
            f.multiple ? (
              <div key={f.param} className="admin-search__filter">
                <MultiFilter
                  id={`${base}-filter-${f.param}`}
                  label={t(`${def.texts}.filters.${f.param}.label`)}
                  allLabel={t(`${def.texts}.filters.${f.param}.all`)}
                  options={f.values.filter((v) => v !== '').map((v) => [v, t(`${def.texts}.filters.${f.param}.${v}`)] as const)}
                  chosen={chosenValues(filters[f.param], f.values)}
                  onChange={(list) => go({ [f.param]: list === '' ? null : list, page: null })}
                />
              </div>
            ) : (
              <span key={f.param} className="admin-search__filter">
                <label htmlFor={`${base}-filter-${f.param}`}>{t(`${def.texts}.filters.${f.param}.label`)}</label>
                <select
                  id={`${base}-filter-${f.param}`}
                  value={filters[f.param] ?? ''}
                  onChange={(e) => go({ [f.param]: e.target.value === (f.initial ?? '') ? null : e.target.value, page: null })}
                >
                  {f.values.map((v) => (
                    <option key={v} value={v}>
                      {t(`${def.texts}.filters.${f.param}.${v === '' ? 'all' : v}`)}
                    </option>
                  ))}
                </select>
              </span>
            ),
          )}
        </form>
        {list.isError && <p className="admin-error">{errorText(t, list.error)}</p>}
        {/* a phone scrolls the table, not the page (tabIndex: the keyboard can scroll it too) */}
        <TableScroll label={t(`${def.texts}.listTitle`)}>
          <table className="admin-table" aria-busy={list.isFetching}>
            <caption className="visually-hidden">{t(`${def.texts}.listTitle`)}</caption>
            <thead>
              <tr>
                {def.columns.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    aria-sort={c.sort && c.sort === sort ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {c.sort ? (
                      <button
                        type="button"
                        className="admin-table__sort"
                        onClick={() => {
                          // a second click turns the column's order round; a new column starts ascending
                          const next = c.sort === sort ? (dir === 'asc' ? 'desc' : 'asc') : 'asc';
                          const natural = c.sort === def.defaultSort ? (def.defaultDirection ?? 'asc') : 'asc';
                          go({ sort: c.sort ?? null, dir: next === natural ? null : next, page: null });
                        }}
                      >
                        {t(`${def.texts}.fields.${c.key}`)}
                        <span aria-hidden="true">{c.sort === sort ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                      </button>
                    ) : (
                      t(`${def.texts}.fields.${c.key}`)
                    )}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">{t('list.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data?.data.map((row) => (
                <tr key={row.Id} aria-current={row.Id === selectedId ? 'true' : undefined}>
                  {def.columns.map((c) => (
                    <td key={c.key}>{c.cell(row, { lang, t })}</td>
                  ))}
                  <td>
                    <Link
                      to={withParams(params, { id: String(row.Id) })}
                      aria-label={t('list.editNamed', { name: def.titleOf(row, lang) })}
                    >
                      {readOnly ? t('list.view') : t('list.edit')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <ListFooter list={list} params={params} page={page} pages={pages} />
      </div>
      {selectedId !== null && (
        <RecordPanel
          key={selectedId}
          def={def}
          id={selectedId}
          lang={lang}
          readOnly={readOnly}
          onCreated={(id) => go({ id: String(id) })}
          onClose={() => {
            go({ id: null });
            listHeading.current?.focus();
          }}
        />
      )}
    </div>
  );
}

function RecordPanel<T extends AdminRecord>({
  def,
  id,
  lang,
  readOnly,
  onCreated,
  onClose,
}: {
  def: CollectionScreenDef<T>;
  id: number;
  lang: Lang;
  readOnly: boolean;
  onCreated(id: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const record = useAdminRecord<T>(def.collection, id || null);
  const heading = useRef<HTMLHeadingElement>(null);
  const base = `admin-${def.collection}-record`;
  // the panel's heading takes the focus when it opens (keyboard and screen-reader users land on it)
  useEffect(() => heading.current?.focus(), []);

  const current: T | null = id === 0 ? (def.blank() as unknown as T) : (record.data ?? null);
  return (
    <section className="admin-collection__panel" aria-labelledby={`${base}-title`}>
      <div className="admin-collection__bar">
        <h2 id={`${base}-title`} ref={heading} tabIndex={-1}>
          {id === 0 ? t(`${def.texts}.newTitle`) : current ? def.titleOf(current, lang) : t('shell.loading')}
        </h2>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('form.close')}
        </button>
      </div>
      {record.isError && <p className="admin-error">{errorText(t, record.error)}</p>}
      {current && (
        <RecordForm key={`${id}`} def={def} record={current} lang={lang} readOnly={readOnly} onCreated={onCreated} onDeleted={onClose} />
      )}
      {id > 0 && current && def.PanelExtra && <def.PanelExtra record={current} lang={lang} readOnly={readOnly} />}
      {id > 0 && current && (
        <RecordHistory
          collection={def.collection}
          id={id}
          texts={def.texts}
          fields={def.fields}
          lang={lang}
          headingId={`${base}-history`}
        />
      )}
    </section>
  );
}

function RecordForm<T extends AdminRecord>({
  def,
  record,
  lang,
  readOnly,
  onCreated,
  onDeleted,
}: {
  def: CollectionScreenDef<T>;
  record: T;
  lang: Lang;
  readOnly: boolean;
  onCreated(id: number): void;
  onDeleted(): void;
}) {
  const { t } = useTranslation('admin');
  const alerts = useAdminAlerts();
  const save = useAdminSave<T>(def.collection, lang);
  const remove = useAdminDelete(def.collection, lang);
  const [values, setValues] = useState<FormValues>(() => toFormValues(record, def.fields, lang));
  // the custom fields' values (lists, objects), as their editors leave them
  const [custom, setCustom] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(def.fields.filter((f) => f.kind === 'custom').map((f) => [f.name, readPath(record, f.name)])),
  );
  const [problems, setProblems] = useState<FieldProblems>({});
  const tabs = def.tabs ?? [];
  const [tab, setTab] = useState(tabs[0] ?? '');
  const tabOf = (f: FieldDef) => f.tab ?? tabs[0] ?? '';
  const tabButtons = useRef<Record<string, HTMLButtonElement | null>>({});
  const focusAfterRender = useRef<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const isNew = record.Id === 0;
  const base = `admin-${def.collection}-field`;

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  // a problem on another tab: that tab opens first, then its field takes the focus
  useEffect(() => {
    const id = focusAfterRender.current;
    if (id === null) return;
    focusAfterRender.current = null;
    form.current?.querySelector<HTMLElement>(`#${id}`)?.focus();
  });
  const focusFirstProblem = (p: FieldProblems) => {
    const first = def.fields.find((f) => p[f.name]);
    if (!first) return;
    focusAfterRender.current = `${base}-${fieldKey(first.name)}`;
    if (tabs.length > 0) setTab(tabOf(first));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { body, problems: local } = toBody(record, values, def.fields, lang, custom);
    setProblems(local);
    if (Object.keys(local).length > 0) {
      focusFirstProblem(local);
      return;
    }
    try {
      const saved = await save.run({ id: isNew ? null : record.Id, body: def.saveBody ? def.saveBody(body) : body });
      alerts.success(isNew ? def.messages.created : def.messages.updated);
      if (isNew) onCreated(saved.Id);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'validation-failed') {
        const server = problemsFromIssues(err.params.issues, def.fields, body);
        setProblems(server);
        focusFirstProblem(server);
      }
      alerts.danger(err instanceof ApiError && err.status === 409 ? t('problems.conflictAlert') : errorText(t, err));
    }
  }

  async function confirmDelete() {
    try {
      await remove.run(record.Id);
      if (def.messages.deleted) alerts.success(def.messages.deleted);
      onDeleted();
      remove.forget(record.Id);
    } catch (err) {
      setConfirming(false);
      alerts.danger(errorText(t, err));
    }
  }

  const field = (f: FieldDef) => {
    const key = fieldKey(f.name);
    const id = `${base}-${key}`;
    const problem = problems[f.name];
    const described = [problem ? `${id}-problem` : '', f.hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
    const common = {
      id,
      name: f.name,
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': described,
      required: f.required,
      disabled: readOnly,
    };
    const set = (v: string | boolean) => setValues((prev) => ({ ...prev, [f.name]: v }));
    let input;
    if (f.kind === 'weekdays') {
      const chosen = String(values[f.name] ?? '')
        .split(',')
        .filter(Boolean)
        .map(Number);
      const toggle = (d: number, on: boolean) => set((on ? [...chosen, d] : chosen.filter((x) => x !== d)).sort((a, b) => a - b).join(','));
      return (
        <fieldset key={f.name} id={id} className="admin-field admin-field--weekdays" aria-describedby={described}>
          <legend>{t(`${def.texts}.fields.${key}`)}</legend>
          {(f.days ?? []).map((d) => (
            <label key={d} className="admin-radio">
              <input type="checkbox" checked={chosen.includes(d)} disabled={readOnly} onChange={(e) => toggle(d, e.target.checked)} />{' '}
              {t(`weekdays.${d}`)}
            </label>
          ))}
          {problem && (
            <p className="admin-field__problem" id={`${id}-problem`}>
              {t(`problems.${problem}`)}
            </p>
          )}
        </fieldset>
      );
    }
    if (f.kind === 'custom' && f.Editor) {
      return (
        <fieldset key={f.name} className="admin-field admin-field--custom" aria-describedby={described}>
          <legend>{t(`${def.texts}.fields.${key}`)}</legend>
          <f.Editor
            id={id}
            value={custom[f.name]}
            onChange={(v) => setCustom((prev) => ({ ...prev, [f.name]: v }))}
            values={values}
            record={record}
            lang={lang}
            readOnly={readOnly}
            invalid={!!problem}
          />
          {f.hint && (
            <p className="admin-field__hint" id={`${id}-hint`}>
              {t(`${def.texts}.hints.${key}`)}
            </p>
          )}
          {problem && (
            <p className="admin-field__problem" id={`${id}-problem`}>
              {t(`problems.${problem}`)}
            </p>
          )}
        </fieldset>
      );
    }
    if (f.kind === 'checkbox') {
      input = <input {...common} type="checkbox" checked={values[f.name] === true} onChange={(e) => set(e.target.checked)} />;
    } else if (f.kind === 'franchise') {
      input = (
        <FranchiseSelect
          {...common}
          lang={lang}
          noneLabel={t(`${def.texts}.options.${key}.none`)}
          value={String(values[f.name] ?? '')}
          onChange={(e) => set(e.currentTarget.value)}
        />
      );
    } else if (f.kind === 'select') {
      input = (
        <select {...common} value={String(values[f.name] ?? '')} onChange={(e) => set(e.target.value)}>
          {(f.options ?? []).map((o) => (
            <option key={o} value={o}>
              {t(`${def.texts}.options.${fieldKey(f.name)}.${o === '' ? 'none' : o}`)}
            </option>
          ))}
        </select>
      );
    } else if (f.kind === 'textarea') {
      input = (
        <textarea {...common} rows={5} maxLength={f.max} value={String(values[f.name] ?? '')} onChange={(e) => set(e.target.value)} />
      );
    } else {
      const type = f.kind === 'time' ? 'time' : f.kind === 'email' ? 'email' : f.kind === 'date' ? 'date' : 'text';
      input = (
        <input
          {...common}
          type={type}
          inputMode={
            f.kind === 'number' ? 'numeric' : f.kind === 'cents' || f.kind === 'amount' || f.kind === 'decimal' ? 'decimal' : undefined
          }
          maxLength={f.kind === 'text' || f.kind === 'email' ? f.max : undefined}
          value={String(values[f.name] ?? '')}
          onChange={(e) => set(e.target.value)}
        />
      );
    }
    return (
      <div key={f.name} className={`admin-field admin-field--${f.kind}${f.half ? ' admin-field--half' : ''}`}>
        <label htmlFor={id}>{t(`${def.texts}.fields.${key}`)}</label>
        {input}
        {f.hint && (
          <p className="admin-field__hint" id={`${id}-hint`}>
            {t(`${def.texts}.hints.${key}`)}
          </p>
        )}
        {problem && (
          <p className="admin-field__problem" id={`${id}-problem`}>
            {t(`problems.${problem}`)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form ref={form} className="admin-form" noValidate onSubmit={(e) => void submit(e)}>
      {tabs.length === 0 ? (
        <div className="admin-form__fields">{def.fields.map(field)}</div>
      ) : (
        <>
          {/* the WAI-ARIA tabs pattern: arrows move between the tabs, Tab goes into the open one */}
          <div className="admin-tabs" role="tablist" aria-label={t(`${def.texts}.tabs.label`)}>
            {tabs.map((name, i) => (
              <button
                key={name}
                ref={(el) => {
                  tabButtons.current[name] = el;
                }}
                type="button"
                role="tab"
                id={`${base}-tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`${base}-panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                className={def.fields.some((f) => tabOf(f) === name && problems[f.name]) ? 'admin-tab--problem' : undefined}
                onClick={() => setTab(name)}
                onKeyDown={(e) => {
                  const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
                  const to = e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : step ? (i + step + tabs.length) % tabs.length : -1;
                  if (to < 0) return;
                  e.preventDefault();
                  const next = tabs[to] as string;
                  setTab(next);
                  tabButtons.current[next]?.focus();
                }}
              >
                {t(`${def.texts}.tabs.${name}`)}
              </button>
            ))}
          </div>
          {tabs.map((name) => (
            <div
              key={name}
              role="tabpanel"
              id={`${base}-panel-${name}`}
              aria-labelledby={`${base}-tab-${name}`}
              className="admin-form__fields"
              hidden={tab !== name}
            >
              {def.fields.filter((f) => tabOf(f) === name).map(field)}
            </div>
          ))}
        </>
      )}
      {!readOnly && (
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t('form.saving') : isNew ? t('form.create') : t('form.save')}
          </button>
          {!isNew && def.canDelete && !confirming && (
            <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
              {t('form.delete')}
            </button>
          )}
        </div>
      )}
      {confirming && (
        <div className="admin-confirm" role="group" aria-labelledby={`${base}-confirm`}>
          <p id={`${base}-confirm`}>{t('form.confirmDelete', { name: def.titleOf(record, lang) })}</p>
          <button
            ref={confirmButton}
            type="button"
            className="button button--danger"
            disabled={remove.isPending}
            onClick={() => void confirmDelete()}
          >
            {t('form.confirmYes')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            {t('form.confirmNo')}
          </button>
        </div>
      )}
    </form>
  );
}
