// /admin/corporate (back-office §2 "Corporate admin", §3 Subsidy, §5, §7 Subsidies, §9 defaults;
// issue 15, ADR 290, ADR 320): the subsidies, on-site or mobile; the subsidy form with the spec's
// defaults for a new one (the domain's newSubsidyDefaults) and Monday–Friday only; in the panel of a
// saved subsidy, its allowed domains and e-mails (add, remove), its mobile stops (saved with the
// subsidy) and the user import (a CSV file; its problem lines in the 60-second alert).
import { PACKAGE_TYPES, torontoDate } from '@mijote/domain';
import { newAdminSubsidy } from '@mijote/contracts/plain';
// types only: a value of @mijote/contracts would bring zod into the admin chunk (bench/bundle-size.mjs)
import type { AdminSubsidy, ImportProblem } from '@mijote/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { domId } from '../../../lib/dom-id';
import type { TFunction } from 'i18next';
import { useLang } from '../../../app/layout/use-lang';
import { ApiError, errorText } from '../../../lib/api-client';
import type { Lang } from '../../../lib/paths';
import { useAdminSave, useSubsidyEmails, useSubsidyImport, useSubsidyWrite } from '../api';
import { useAdminAlerts } from '../components/alerts';
import type { CollectionScreenDef } from '../components/collection';
import { CollectionScreen } from '../components/collection-screen';
import { TableScroll } from '../components/table-scroll';
import { useAdminTitle } from '../use-admin-title';

type Subsidy = AdminSubsidy;

/** A new subsidy: back-office §9's defaults, as the API's GET /api/admin/subsidies/new answers it. */
export const blankSubsidy = newAdminSubsidy;

export const SUBSIDIES: CollectionScreenDef<Subsidy> = {
  collection: 'subsidies',
  tool: 'corporate',
  texts: 'corporate',
  limit: 25,
  defaultSort: 'name',
  columns: [
    { key: 'Name', sort: 'name', cell: (r) => r.Name },
    { key: 'Company', sort: 'company', cell: (r) => r.Company },
    { key: 'IsOnSite', cell: (r, { t }) => (r.IsOnSite ? t('corporate.onSite') : t('corporate.mobileKind')) },
    { key: 'Discount', cell: (r) => `${r.Discount} %` },
    { key: 'Enabled', cell: (r, { t }) => (r.Enabled ? t('list.yes') : t('list.no')) },
  ],
  // '' every subsidy, true on-site, false mobile (the API's showOnSite)
  filters: [{ param: 'showOnSite', values: ['', 'true', 'false'] }],
  fields: [
    { name: 'Name', kind: 'text', required: true, max: 120 },
    { name: 'Company', kind: 'text', max: 120 },
    { name: 'Slug', kind: 'text', nullable: true, max: 80, hint: true },
    { name: 'IsOnSite', kind: 'checkbox', hint: true },
    { name: 'Enabled', kind: 'checkbox' },
    { name: 'FranchiseId', kind: 'franchise', nullable: true },
    { name: 'PackageType', kind: 'select', options: PACKAGE_TYPES },
    { name: 'Discount', kind: 'number', required: true, min: 0, max: 100, hint: true },
    { name: 'MaxRebate', kind: 'cents', nullable: true, hint: true },
    { name: 'MaxProductPrice', kind: 'cents', required: true },
    { name: 'MaxProductCount', kind: 'number', required: true, min: 0, max: 1000 },
    { name: 'Days', kind: 'weekdays', days: [1, 2, 3, 4, 5] },
    { name: 'ApplyRulesPerDay', kind: 'checkbox' },
    { name: 'WaiveFuel', kind: 'checkbox' },
    { name: 'WaiveShipping', kind: 'checkbox' },
    { name: 'RequireExternalUserId', kind: 'checkbox' },
    { name: 'GlobalUserId', kind: 'checkbox' },
    { name: 'Branding', kind: 'checkbox' },
  ],
  blank: blankSubsidy,
  titleOf: (r) => r.Name || r.Company,
  canDelete: true,
  messages: { created: 'Subsidy saved', updated: 'Subsidy saved', deleted: 'deleted' },
  PanelExtra: SubsidyExtras,
};

export function CorporateScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  useAdminTitle('corporate');
  return (
    <>
      <h1>{t('tools.corporate')}</h1>
      <p className="admin-lead">{t('corporate.lead')}</p>
      <CollectionScreen def={SUBSIDIES} lang={lang} />
    </>
  );
}

function SubsidyExtras({ record, lang }: { record: Subsidy; lang: Lang }) {
  return (
    <>
      <Domains record={record} lang={lang} />
      <Emails record={record} lang={lang} />
      <UserImport record={record} lang={lang} />
      <MobileAddresses record={record} lang={lang} />
      <Statement record={record} lang={lang} />
    </>
  );
}

/** The monthly statement of what the employer owes (issue 15, ADR 341): a month, then CSV or PDF. */
function Statement({ record, lang }: { record: Subsidy; lang: Lang }) {
  const { t } = useTranslation('admin');
  const [month, setMonth] = useState(() => torontoDate(new Date()).slice(0, 7));
  const id = domId('admin-corporate-statement');
  const valid = /^20\d{2}-(0[1-9]|1[0-2])$/.test(month);
  const href = (format: 'csv' | 'pdf') => `/api/admin/subsidies/${record.Id}/statement?month=${month}&format=${format}&language=${lang}`;
  return (
    <section className="admin-subsection" aria-labelledby={id}>
      <h3 id={id}>{t('corporate.statement.title')}</h3>
      <p className="admin-field__hint">{t('corporate.statement.lead')}</p>
      <div className="admin-form admin-form--inline">
        <div className="admin-field">
          <label htmlFor={`${id}-month`}>{t('corporate.statement.month')}</label>
          <input
            id={`${id}-month`}
            type="month"
            value={month}
            aria-invalid={!valid || undefined}
            aria-describedby={valid ? undefined : `${id}-problem`}
            onChange={(e) => setMonth(e.target.value)}
          />
          {!valid && (
            <p className="admin-field__problem" id={`${id}-problem`}>
              {t('corporate.statement.monthProblem')}
            </p>
          )}
        </div>
        {valid && (
          <div className="admin-form__actions">
            <a className="button" href={href('csv')} download>
              {t('corporate.statement.csv')}
            </a>
            <a className="button" href={href('pdf')} target="_blank" rel="noopener">
              {t('corporate.statement.pdf')}
            </a>
          </div>
        )}
      </div>
    </section>
  );
}

function Domains({ record, lang }: { record: Subsidy; lang: Lang }) {
  const { t } = useTranslation('admin');
  const alerts = useAdminAlerts();
  const write = useSubsidyWrite(record.Id, lang);
  const [domain, setDomain] = useState('');
  const [problem, setProblem] = useState(false);
  const id = domId('admin-corporate-domains');

  async function add(e: FormEvent) {
    e.preventDefault();
    // §5: a domain add needs a non-empty domain
    if (!domain.trim()) return setProblem(true);
    setProblem(false);
    try {
      await write.run({ path: 'domains', body: { Domain: domain.trim() } });
      alerts.success('saved');
      setDomain('');
    } catch (err) {
      alerts.danger(errorText(t, err));
    }
  }

  async function remove(d: string) {
    try {
      await write.run({ path: `domains/${encodeURIComponent(d)}`, method: 'DELETE' });
      alerts.success('deleted');
    } catch (err) {
      alerts.danger(errorText(t, err));
    }
  }

  return (
    <section className="admin-subsection" aria-labelledby={id}>
      <h3 id={id}>{t('corporate.domains.title')}</h3>
      {record.Domains.length === 0 ? (
        <p>{t('corporate.domains.none')}</p>
      ) : (
        <ul className="admin-chips">
          {record.Domains.map((d) => (
            <li key={d.Id}>
              <span>{d.Domain}</span>
              <button
                type="button"
                className="button button--ghost"
                disabled={write.isPending}
                aria-label={t('corporate.removeNamed', { name: d.Domain })}
                onClick={() => void remove(d.Domain)}
              >
                {t('corporate.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="admin-form admin-form--inline" noValidate onSubmit={(e) => void add(e)}>
        <div className="admin-field">
          <label htmlFor={`${id}-domain`}>{t('corporate.domains.domain')}</label>
          <input
            id={`${id}-domain`}
            value={domain}
            maxLength={253}
            required
            placeholder="acme.com"
            aria-invalid={problem || undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => setDomain(e.target.value)}
          />
          {problem && (
            <p className="admin-field__problem" id={`${id}-problem`}>
              {t('problems.required')}
            </p>
          )}
        </div>
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={write.isPending}>
            {t('corporate.domains.add')}
          </button>
        </div>
      </form>
    </section>
  );
}

const EMAIL_FIELDS = ['FirstName', 'LastName', 'Email'] as const;
type EmailField = (typeof EMAIL_FIELDS)[number];

function Emails({ record, lang }: { record: Subsidy; lang: Lang }) {
  const { t } = useTranslation('admin');
  const alerts = useAdminAlerts();
  const [page, setPage] = useState(1);
  const emails = useSubsidyEmails(record.Id, page);
  const write = useSubsidyWrite(record.Id, lang);
  const [values, setValues] = useState<Record<EmailField, string>>({ FirstName: '', LastName: '', Email: '' });
  const [missing, setMissing] = useState<EmailField[]>([]);
  const id = domId('admin-corporate-emails');
  const pages = emails.data?.meta.total_pages ?? 1;

  async function add(e: FormEvent) {
    e.preventDefault();
    // §5: an e-mail add needs a first name, a last name and the e-mail
    const empty = EMAIL_FIELDS.filter((f) => !values[f].trim());
    setMissing(empty);
    if (empty.length) return;
    try {
      await write.run({ path: 'emails', body: Object.fromEntries(EMAIL_FIELDS.map((f) => [f, values[f].trim()])) });
      alerts.success('saved');
      setValues({ FirstName: '', LastName: '', Email: '' });
    } catch (err) {
      alerts.danger(errorText(t, err));
    }
  }

  async function remove(email: string) {
    try {
      await write.run({ path: `emails/${encodeURIComponent(email)}`, method: 'DELETE' });
      alerts.success('deleted');
    } catch (err) {
      alerts.danger(errorText(t, err));
    }
  }

  return (
    <section className="admin-subsection" aria-labelledby={id}>
      <h3 id={id}>{t('corporate.emails.title', { n: record.EmailCount })}</h3>
      {emails.isError && <p className="admin-error">{errorText(t, emails.error)}</p>}
      {emails.data && emails.data.data.length > 0 && (
        <>
          <TableScroll label={t('corporate.emails.title', { n: record.EmailCount })}>
            <table className="admin-table">
              <thead>
                <tr>
                  {EMAIL_FIELDS.map((f) => (
                    <th key={f} scope="col">
                      {t(`corporate.emails.${f}`)}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="visually-hidden">{t('list.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {emails.data.data.map((row) => (
                  <tr key={row.Id}>
                    <td>{row.FirstName}</td>
                    <td>{row.LastName}</td>
                    <td>{row.Email}</td>
                    <td>
                      <button
                        type="button"
                        className="button button--ghost"
                        disabled={write.isPending}
                        aria-label={t('corporate.removeNamed', { name: row.Email })}
                        onClick={() => void remove(row.Email)}
                      >
                        {t('corporate.remove')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          {pages > 1 && (
            <nav className="admin-pager" aria-label={t('list.pages')}>
              <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('list.previous')}
              </button>
              <span>{t('list.pageOf', { page, pages, total: emails.data.meta.total })}</span>
              <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('list.next')}
              </button>
            </nav>
          )}
        </>
      )}
      {emails.data?.data.length === 0 && <p>{t('corporate.emails.none')}</p>}
      <form className="admin-form admin-form--inline" noValidate onSubmit={(e) => void add(e)}>
        {EMAIL_FIELDS.map((f) => (
          <div key={f} className="admin-field">
            <label htmlFor={`${id}-${f}`}>{t(`corporate.emails.${f}`)}</label>
            <input
              id={`${id}-${f}`}
              type={f === 'Email' ? 'email' : 'text'}
              value={values[f]}
              maxLength={f === 'Email' ? 254 : 80}
              required
              aria-invalid={missing.includes(f) || undefined}
              aria-describedby={missing.includes(f) ? `${id}-${f}-problem` : undefined}
              onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
            />
            {missing.includes(f) && (
              <p className="admin-field__problem" id={`${id}-${f}-problem`}>
                {t('problems.required')}
              </p>
            )}
          </div>
        ))}
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={write.isPending}>
            {t('corporate.emails.add')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The import's problem lines as the alert lists them: "Line 3: the e-mail is not valid". */
export function importProblemLines(t: TFunction, problems: unknown): string[] {
  if (!Array.isArray(problems)) return [];
  return (problems as ImportProblem[]).map((p) =>
    t('corporate.import.line', {
      line: p.line,
      // a reason this client does not know yet is shown as the server wrote it
      reason: t(`corporate.import.reasons.${p.reason}`, { defaultValue: p.reason }),
    }),
  );
}

function UserImport({ record, lang }: { record: Subsidy; lang: Lang }) {
  const { t } = useTranslation('admin');
  const alerts = useAdminAlerts();
  const upload = useSubsidyImport(record.Id, lang);
  const file = useRef<HTMLInputElement>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const id = domId('admin-corporate-user-import');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const chosen = file.current?.files?.[0];
    setMissing(!chosen);
    if (!chosen) return;
    setSummary(null);
    try {
      const r = await upload.run(chosen);
      alerts.success('Users Imported');
      setSummary(t('corporate.import.done', { imported: r.Imported, created: r.AccountsCreated, attached: r.AccountsAttached }));
      if (file.current) file.current.value = '';
    } catch (err) {
      if (err instanceof ApiError && err.code === 'import-problems') {
        alerts.importProblems(t('messages.Import problems'), importProblemLines(t, err.params.problems));
      } else alerts.danger(errorText(t, err));
    }
  }

  return (
    <section className="admin-subsection" aria-labelledby={id}>
      <h3 id={id}>{t('tools.userImport')}</h3>
      <p className="admin-field__hint" id={`${id}-hint`}>
        {t('corporate.import.hint')}
      </p>
      <form className="admin-form admin-form--inline" noValidate onSubmit={(e) => void submit(e)}>
        <div className="admin-field">
          <label htmlFor={`${id}-file`}>{t('corporate.import.file')}</label>
          <input
            ref={file}
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${id}-hint${missing ? ` ${id}-problem` : ''}`}
            aria-invalid={missing || undefined}
            onChange={() => setMissing(false)}
          />
          {missing && (
            <p className="admin-field__problem" id={`${id}-problem`}>
              {t('corporate.import.noFile')}
            </p>
          )}
        </div>
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={upload.isPending}>
            {t('corporate.import.submit')}
          </button>
        </div>
      </form>
      {upload.isPending && (
        <p role="status" className="admin-progress">
          <progress aria-label={t('corporate.import.running')} /> {t('corporate.import.running')}
        </p>
      )}
      {summary && <p role="status">{summary}</p>}
    </section>
  );
}

type MobileAddress = Subsidy['mobileAddresses'][number];
const MOBILE_FIELDS = ['name', 'company', 'line1', 'line2', 'city', 'province', 'postalCode'] as const;
type MobileField = (typeof MOBILE_FIELDS)[number];
const REQUIRED_MOBILE: readonly MobileField[] = ['line1', 'city'];
const emptyStop = (): Record<MobileField, string> => ({
  name: '',
  company: '',
  line1: '',
  line2: '',
  city: '',
  province: 'QC',
  postalCode: '',
});

/** Mobile stops: saved with the subsidy (the API's save-all: the list afterwards is exactly the one sent). */
function MobileAddresses({ record, lang }: { record: Subsidy; lang: Lang }) {
  const { t } = useTranslation('admin');
  const alerts = useAdminAlerts();
  const save = useAdminSave<Subsidy>('subsidies', lang);
  const [values, setValues] = useState(emptyStop);
  const [missing, setMissing] = useState<MobileField[]>([]);
  const id = domId('admin-corporate-mobile-addresses');

  async function saveStops(stops: MobileAddress[]) {
    try {
      await save.run({ id: record.Id, body: { ...record, mobileAddresses: stops } });
      alerts.success('Subsidy saved');
      return true;
    } catch (err) {
      alerts.danger(errorText(t, err));
      return false;
    }
  }

  async function add(e: FormEvent) {
    e.preventDefault();
    const empty = REQUIRED_MOBILE.filter((f) => !values[f].trim());
    setMissing(empty);
    if (empty.length) return;
    const stop: MobileAddress = {
      Id: 0,
      name: values.name.trim(),
      company: values.company.trim() || null,
      line1: values.line1.trim(),
      line2: values.line2.trim() || null,
      city: values.city.trim(),
      province: values.province.trim() || 'QC',
      postalCode: values.postalCode.trim(),
      country: 'CA',
    };
    if (await saveStops([...record.mobileAddresses, stop])) setValues(emptyStop());
  }

  return (
    <section className="admin-subsection" aria-labelledby={id}>
      <h3 id={id}>{t('corporate.mobile.title')}</h3>
      {record.mobileAddresses.length === 0 ? (
        <p>{t('corporate.mobile.none')}</p>
      ) : (
        <ul className="admin-cards">
          {record.mobileAddresses.map((m) => {
            const text = [m.name, m.company, m.line1, m.line2, `${m.city} (${m.province}) ${m.postalCode}`].filter(Boolean).join(', ');
            return (
              <li key={m.Id} className="admin-card">
                <span>{text}</span>{' '}
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={save.isPending}
                  aria-label={t('corporate.removeNamed', { name: m.name || m.line1 })}
                  onClick={() => void saveStops(record.mobileAddresses.filter((x) => x.Id !== m.Id))}
                >
                  {t('corporate.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form className="admin-form admin-form--inline" noValidate onSubmit={(e) => void add(e)}>
        {MOBILE_FIELDS.map((f) => (
          <div key={f} className="admin-field">
            <label htmlFor={`${id}-${f}`}>{t(`corporate.mobile.fields.${f}`)}</label>
            <input
              id={`${id}-${f}`}
              value={values[f]}
              maxLength={f === 'postalCode' ? 12 : f === 'province' ? 40 : 200}
              required={REQUIRED_MOBILE.includes(f)}
              aria-invalid={missing.includes(f) || undefined}
              aria-describedby={missing.includes(f) ? `${id}-${f}-problem` : undefined}
              onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
            />
            {missing.includes(f) && (
              <p className="admin-field__problem" id={`${id}-${f}-problem`}>
                {t('problems.required')}
              </p>
            )}
          </div>
        ))}
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('corporate.mobile.add')}
          </button>
        </div>
      </form>
    </section>
  );
}
