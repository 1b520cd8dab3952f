// /admin/invoices and its sections (back-office §2 "Invoices admin", §3 Invoice, §4 transitions,
// §7 Invoices, §8 keys, §9 50 a page, default status P,U,C,D,R, CSV limit 1000; issue 15, ADR 290,
// ADR 320, 366): the server-paged list of a section with its status filter, search and order (state
// in the URL), the CSV export of what the filter shows, and the detail side panel (lines with
// add-ons, amounts with what is paid, refunded and due, payments, refunds, addresses, status
// history, the activity, comments) with the API's actions — the money ones (mark paid, refund,
// collect a balance on a saved card, delete with its settlement) each a form with a confirmation
// (invoice-money-forms, loaded when opened), comment, e-mail the customer, add or remove a cart
// item. The status shown is the invoice's Label: never "paid" while money is due. Every amount is
// the server's (the total is recomputed there after each change).
import {
  addDays,
  formatDate,
  formatInstantDate,
  formatMoney,
  startOfWeek,
  torontoDate,
  moneyInputText,
  parseMoney,
  PAYMENT_METHOD_IDS,
  STORE_CATEGORY,
  type StoreKind,
} from '@mijote/domain';
import type { AdminAccountDetail, AdminInvoiceDetails, AdminProduct, InvoiceSection } from '@mijote/contracts';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { domId } from '../../../lib/dom-id';
import { ListFooter, withParams } from '../components/list-pager';
import { Link, NavLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { errorText } from '../../../lib/api-client';
import { matchPath, paths, type Lang, type RouteId } from '../../../lib/paths';
import {
  invoiceListPath,
  invoiceListQuery,
  useAdminList,
  useAdminRecord,
  useInvoiceAction,
  useInvoiceDetails,
  useInvoiceList,
  useInvoiceProcessorRefunds,
  type InvoiceListParams,
} from '../api';
import { useAdminAlerts } from '../components/alerts';
import { FILTER_CHECK, invoiceFiltersOf, isDay } from '../components/invoice-filters';
import { FranchiseOptions, useFranchisesKey } from '../components/franchise-options';
import { TableScroll } from '../components/table-scroll';
import { useAdminTitle } from '../use-admin-title';
import { destinationText, invoiceDueText, invoiceLabelText, manualMethodText } from '../components/money-texts';
import { InvoiceActivity } from './invoice-activity';
import type { MoneyAction } from './invoice-money-forms';

/** The money forms, a chunk of their own (react-hook-form, and zod on the first check), loaded when one opens. */
const InvoiceMoneyForm = lazy(() => import('./invoice-money-forms').then((m) => ({ default: m.InvoiceMoneyForm })));

/** The statuses the filter offers (§4: E is listed with C by the server). */
export const STATUS_FILTER = ['P', 'U', 'C', 'D', 'R'] as const;
export const DEFAULT_STATUS = 'P,U,C,D,R';
const ORDERS = ['id', 'createdAt', 'lastName', 'deliveryDate', 'status', 'total'] as const;
const SEARCH_BY = ['any', 'id', 'name', 'email', 'postalCode'] as const;
const PAGE_SIZE = 50;
const CSV_LIMIT = 1000;

/** The section of each invoice route (§2 sub-routes; the API's path segment). */
export const SECTION_OF_ROUTE: Partial<Record<RouteId, InvoiceSection>> = {
  adminInvoices: 'invoices',
  adminInvoicesRetail: 'retail',
  adminInvoicesMealDelivery: 'meal-delivery',
  adminInvoicesCatering: 'catering',
  adminInvoicesMobile: 'mobile-bistro',
};

const SECTION_LINKS: { section: InvoiceSection; to: (lang: Lang) => string }[] = [
  { section: 'invoices', to: paths.admin.invoices },
  { section: 'retail', to: (l) => paths.admin.invoicesRetail(l) },
  { section: 'meal-delivery', to: paths.admin.invoicesMealDelivery },
  { section: 'catering', to: paths.admin.invoicesCatering },
  { section: 'mobile-bistro', to: paths.admin.invoicesMobile },
];

/** The status list of the URL, kept to the statuses the filter knows, in their order; nothing chosen is the default. */
export function statusParam(raw: string | null): string {
  const chosen = new Set((raw ?? '').split(',').map((s) => s.trim().toUpperCase()));
  const kept = STATUS_FILTER.filter((s) => chosen.has(s));
  return kept.length ? kept.join(',') : DEFAULT_STATUS;
}

export function InvoicesScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const location = useLocation();
  const match = matchPath(location.pathname);
  const routeId = match?.id;
  const section = (routeId && SECTION_OF_ROUTE[routeId]) || 'invoices';
  // /invoices/retail/:id: one bistro's invoices (the API's restaurant variant)
  const franchiseParam = routeId === 'adminInvoicesRetail' ? match?.params['id'] : undefined;
  const franchiseId = franchiseParam && /^\d+$/.test(franchiseParam) ? Number(franchiseParam) : null;
  const navigate = useNavigate();
  const franchisesKey = useFranchisesKey();
  useAdminTitle('invoices');
  const [params, setParams] = useSearchParams();
  const go = (changes: Record<string, string | null>) => setParams(withParams(params, changes));

  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const status = statusParam(params.get('status'));
  const orderParam = params.get('order');
  const orderBy = orderParam && (ORDERS as readonly string[]).includes(orderParam) ? orderParam : 'id';
  const orderDirection = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const searchByParam = params.get('by');
  const searchBy = searchByParam && (SEARCH_BY as readonly string[]).includes(searchByParam) ? searchByParam : 'any';
  const searchFor = params.get('q') ?? '';
  const selected = params.get('id');
  const selectedId = selected && /^\d+$/.test(selected) ? Number(selected) : null;
  const filters = invoiceFiltersOf(params);
  // the bulk actions' selection (issue 30): kept while paging, dropped with the section
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [bulkEmail, setBulkEmail] = useState(false);
  useEffect(() => {
    setPicked(new Set());
    setBulkEmail(false);
  }, [location.pathname]);
  const pick = (ids: readonly number[], on: boolean) =>
    setPicked((old) => {
      const next = new Set(old);
      for (const i of ids)
        if (on) next.add(i);
        else next.delete(i);
      return next;
    });
  const query: InvoiceListParams = { page, status, orderBy, orderDirection, searchBy, searchFor, filters };
  const list = useInvoiceList(section, franchiseId, query);
  const [draft, setDraft] = useState(searchFor);
  const [draftBy, setDraftBy] = useState(searchBy);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const pages = list.data?.meta.total_pages ?? 1;
  const chosen = status.split(',');
  const csvHref = `/api${invoiceListPath(section, franchiseId)}?${invoiceListQuery({ ...query, page: 1 }, { limit: String(CSV_LIMIT), format: 'csv' })}`;

  function search(e: FormEvent) {
    e.preventDefault();
    go({ q: draft.trim(), by: draft.trim() && draftBy !== 'any' ? draftBy : null, page: null });
  }

  const toggleStatus = (s: string, on: boolean) => {
    const next = STATUS_FILTER.filter((x) => (x === s ? on : chosen.includes(x)));
    // nothing ticked would be the default again: keep the last one ticked
    if (next.length === 0) return;
    go({ status: next.join(',') === DEFAULT_STATUS ? null : next.join(','), page: null });
  };

  return (
    <>
      <h1>{t('tools.invoices')}</h1>
      <nav className="admin-sections" aria-label={t('invoices.sections.label')}>
        <ul>
          {SECTION_LINKS.map((s) => (
            <li key={s.section}>
              <NavLink to={s.to(lang)} end>
                {t(`invoices.sections.${s.section}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-collection">
        <section className="admin-collection__list" aria-labelledby="admin-invoices-list-title">
          <div className="admin-collection__bar">
            <h2 id="admin-invoices-list-title" ref={listHeading} tabIndex={-1}>
              {t(`invoices.sections.${section}`)}
            </h2>
            <a className="button" href={csvHref} download>
              {t('invoices.csv')}
            </a>
          </div>
          {section === 'retail' && (
            <p className="admin-search__filter">
              <label htmlFor="admin-invoices-franchise">{t('invoices.franchise')}</label>
              <select
                key={franchisesKey}
                id="admin-invoices-franchise"
                value={franchiseId === null ? '' : String(franchiseId)}
                onChange={(e) => void navigate(paths.admin.invoicesRetail(lang, e.target.value || undefined))}
              >
                <option value="">{t('invoices.everyFranchise')}</option>
                <FranchiseOptions lang={lang} />
              </select>
            </p>
          )}
          <form className="admin-search" role="search" onSubmit={search}>
            <label htmlFor="admin-invoices-search">{t('invoices.searchLabel')}</label>
            <input id="admin-invoices-search" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={200} />
            <span className="admin-search__filter">
              <label htmlFor="admin-invoices-search-by">{t('invoices.searchBy')}</label>
              <select id="admin-invoices-search-by" value={draftBy} onChange={(e) => setDraftBy(e.target.value)}>
                {SEARCH_BY.map((b) => (
                  <option key={b} value={b}>
                    {t(`invoices.by.${b}`)}
                  </option>
                ))}
              </select>
            </span>
            <button type="submit" className="button">
              {t('list.search')}
            </button>
          </form>
          <fieldset className="admin-statuses">
            <legend>{t('invoices.statusFilter')}</legend>
            {STATUS_FILTER.map((s) => (
              <label key={s} className="admin-radio">
                <input type="checkbox" checked={chosen.includes(s)} onChange={(e) => toggleStatus(s, e.target.checked)} />{' '}
                {t(`invoices.status.${s}`)}
              </label>
            ))}
          </fieldset>
          <DayFilters params={params} go={go} />
          {picked.size > 0 && (
            <div className="admin-bulk" role="region" aria-label={t('invoices.bulk.label')}>
              <p className="admin-bulk__count" role="status">
                {t('invoices.bulk.count', { count: picked.size })}
              </p>
              <a
                className="button button--small"
                href={`/api/admin/invoices/kitchen-orders?ids=${[...picked].join(',')}&language=${lang}`}
                target="_blank"
                rel="noopener"
              >
                {t('invoices.bulk.kitchenOrders')}
              </a>
              <a
                className="button button--small"
                href={`/api${invoiceListPath(section, franchiseId)}?${new URLSearchParams({
                  ids: [...picked].join(','),
                  status: DEFAULT_STATUS,
                  format: 'csv',
                  limit: String(CSV_LIMIT),
                }).toString()}`}
                download
              >
                {t('invoices.bulk.csv')}
              </a>
              <button type="button" className="button button--small" aria-expanded={bulkEmail} onClick={() => setBulkEmail((v) => !v)}>
                {t('invoices.bulk.email')}
              </button>
              <button type="button" className="button button--ghost button--small" onClick={() => setPicked(new Set())}>
                {t('invoices.bulk.clear')}
              </button>
              {bulkEmail && (
                <EmailForm
                  ids={[...picked]}
                  title={t('invoices.bulk.emailTitle', { count: picked.size })}
                  to={t('invoices.bulk.emailTo', { count: picked.size })}
                  lang={lang}
                  onSent={() => setBulkEmail(false)}
                />
              )}
            </div>
          )}
          {list.isError && <p className="admin-error">{errorText(t, list.error)}</p>}
          <TableScroll label={t(`invoices.sections.${section}`)}>
            <table className="admin-table" aria-busy={list.isFetching}>
              <caption className="visually-hidden">{t(`invoices.sections.${section}`)}</caption>
              <thead>
                <tr>
                  <th scope="col" className="admin-table__pick">
                    <input
                      type="checkbox"
                      aria-label={t('invoices.bulk.pickPage')}
                      checked={(list.data?.data.length ?? 0) > 0 && (list.data?.data ?? []).every((i) => picked.has(i.Id))}
                      onChange={(e) =>
                        pick(
                          (list.data?.data ?? []).map((i) => i.Id),
                          e.target.checked,
                        )
                      }
                    />
                  </th>
                  {(
                    [
                      ['Id', 'id'],
                      ['CreatedAt', 'createdAt'],
                      ['Customer', 'lastName'],
                      ['DeliveryDate', 'deliveryDate'],
                      ['Status', 'status'],
                      ['Total', 'total'],
                    ] as const
                  ).map(([key, order]) => (
                    <th
                      key={key}
                      scope="col"
                      aria-sort={orderBy === order ? (orderDirection === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      <button
                        type="button"
                        className="admin-table__sort"
                        onClick={() =>
                          go({
                            order: order === 'id' ? null : order,
                            dir: orderBy === order && orderDirection === 'desc' ? 'asc' : null,
                            page: null,
                          })
                        }
                      >
                        {t(`invoices.fields.${key}`)}
                        <span aria-hidden="true">{orderBy === order ? (orderDirection === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                      </button>
                    </th>
                  ))}
                  <th scope="col">
                    <span className="visually-hidden">{t('list.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data?.data.map((inv) => (
                  <tr key={inv.Id} aria-current={inv.Id === selectedId ? 'true' : undefined}>
                    <td className="admin-table__pick">
                      <input
                        type="checkbox"
                        aria-label={t('invoices.bulk.pickOne', { id: inv.Id })}
                        checked={picked.has(inv.Id)}
                        onChange={(e) => pick([inv.Id], e.target.checked)}
                      />
                    </td>
                    <td>{inv.Id}</td>
                    <td>{formatInstantDate(inv.CreatedAt, lang, 'medium')}</td>
                    <td>
                      {inv.FirstName} {inv.LastName}
                      <br />
                      <small>{inv.Email}</small>
                    </td>
                    <td>{inv.DeliveryDate ? formatDate(inv.DeliveryDate, lang, 'medium') : '—'}</td>
                    <td>
                      {invoiceLabelText(t, inv.Label)}
                      {(inv.Label === 'balance-due' || inv.Label === 'credit-due') && (
                        <>
                          <br />
                          <small>{formatMoney(Math.abs(inv.Due), lang)}</small>
                        </>
                      )}
                    </td>
                    <td>{formatMoney(inv.Total, lang)}</td>
                    <td>
                      <Link to={withParams(params, { id: String(inv.Id) })} aria-label={t('invoices.openNamed', { id: inv.Id })}>
                        {t('invoices.open')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <ListFooter list={list} params={params} page={page} pages={pages} />
          <p className="visually-hidden">{t('invoices.pageSize', { n: PAGE_SIZE })}</p>
        </section>
        {selectedId !== null && (
          <InvoicePanel
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

/**
 * The day filters (issue 30): delivery days and the days orders were placed, with the office's
 * shortcuts (today, tomorrow, this week), and the store kind and way of paying a link from Today
 * brought, each with a way to take it off. All of it lives in the URL.
 */
function DayFilters({ params, go }: { params: URLSearchParams; go: (changes: Record<string, string | null>) => void }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const today = torontoDate(new Date());
  const monday = startOfWeek(today);
  const day = (name: string) => {
    const v = params.get(name) ?? '';
    return isDay(v) ? v : '';
  };
  const set = (changes: Record<string, string | null>) => go({ ...changes, page: null });
  const store = params.get('store');
  const pay = params.get('pay');
  const shortcuts = [
    { key: 'today', from: today, to: today },
    { key: 'tomorrow', from: addDays(today, 1), to: addDays(today, 1) },
    { key: 'thisWeek', from: monday, to: addDays(monday, 6) },
  ];
  return (
    <div className="admin-day-filters">
      {(['delivery', 'placed'] as const).map((kind) => {
        const [fromName, toName] = kind === 'delivery' ? ['from', 'to'] : ['placedFrom', 'placedTo'];
        return (
          <fieldset key={kind} className="admin-day-filters__days">
            <legend>{t(`invoices.days.${kind}`)}</legend>
            <label>
              {t('invoices.days.from')}{' '}
              <input type="date" value={day(fromName)} onChange={(e) => set({ [fromName]: e.target.value || null })} />
            </label>
            <label>
              {t('invoices.days.to')}{' '}
              <input
                type="date"
                value={day(toName)}
                min={day(fromName) || undefined}
                onChange={(e) => set({ [toName]: e.target.value || null })}
              />
            </label>
            {/* an order cannot be placed tomorrow: the placed days offer today and this week */}
            {shortcuts
              .filter((c) => kind === 'delivery' || c.key !== 'tomorrow')
              .map((c) => (
                <button
                  key={c.key}
                  type="button"
                  className="button button--small"
                  aria-pressed={day(fromName) === c.from && day(toName) === c.to}
                  onClick={() => set({ [fromName]: c.from, [toName]: c.to })}
                >
                  {t(`invoices.days.${c.key}`)}
                </button>
              ))}
            {(day(fromName) || day(toName)) && (
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => set({ [fromName]: null, [toName]: null })}
              >
                {t('invoices.days.any')}
              </button>
            )}
          </fieldset>
        );
      })}
      {((store && FILTER_CHECK.store(store)) || (pay && FILTER_CHECK.pay(pay))) && (
        <p className="admin-day-filters__chips">
          {store && FILTER_CHECK.store(store) && (
            <button
              type="button"
              className="admin-chip"
              onClick={() => set({ store: null })}
              aria-label={t('invoices.days.remove', { what: t(`common:stores.${store}`) })}
            >
              {t(`common:stores.${store}`)} ✕
            </button>
          )}
          {pay && FILTER_CHECK.pay(pay) && (
            <button
              type="button"
              className="admin-chip"
              onClick={() => set({ pay: null })}
              aria-label={t('invoices.days.remove', { what: t(`invoices.payWay.${pay}`) })}
            >
              {t(`invoices.payWay.${pay}`)} ✕
            </button>
          )}
        </p>
      )}
      {(day('from') || day('to')) && (
        <p className="visually-hidden" role="status">
          {t('invoices.days.shown', {
            from: day('from') ? formatDate(day('from'), lang, 'medium') : '…',
            to: day('to') ? formatDate(day('to'), lang, 'medium') : '…',
          })}
        </p>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = domId('admin-invoices-section', title);
  return (
    <section className="admin-subsection" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

type Snapshot = AdminInvoiceDetails['BillingAddress'];

function AddressBlock({ address }: { address: Snapshot }) {
  const { t } = useTranslation('admin');
  if (!address) return <p>{t('invoices.detail.noAddress')}</p>;
  const lines = [
    address.name,
    address.company,
    address.line1,
    address.line2,
    `${address.city} (${address.province}) ${address.postalCode}`,
    address.phone,
  ];
  return (
    <address>
      {lines.filter(Boolean).map((l, i) => (
        <span key={i} className="admin-card__line">
          {l}
        </span>
      ))}
    </address>
  );
}

const METHOD_NAMES = Object.fromEntries(Object.entries(PAYMENT_METHOD_IDS).map(([name, id]) => [id, name])) as Record<number, string>;

/** The amounts of an invoice, as the server computed them (§5 "Invoice total"), those that are not zero. */
export function invoiceAmounts(inv: AdminInvoiceDetails['Invoice']): { key: string; cents: number; minus?: boolean }[] {
  const rows: { key: string; cents: number; minus?: boolean }[] = [
    { key: 'SubTotal', cents: inv.SubTotal },
    { key: 'Discount', cents: inv.Discount, minus: true },
    { key: 'Tip', cents: inv.Tip },
    { key: 'Tax1', cents: inv.Tax1 },
    { key: 'Tax2', cents: inv.Tax2 },
    { key: 'DeliveryCharge', cents: inv.DeliveryCharge },
    { key: 'FuelSurcharge', cents: inv.FuelSurcharge },
    { key: 'ExtraCharge', cents: inv.ExtraCharge },
    { key: 'SubsidizedAmount', cents: inv.SubsidizedAmount, minus: true },
    { key: 'Rebate', cents: inv.Rebate, minus: true },
    { key: 'CenturyDollars', cents: inv.CenturyDollars, minus: true },
  ];
  return [...rows.filter((r) => r.cents !== 0 || r.key === 'SubTotal'), { key: 'Total', cents: inv.Total }];
}

/**
 * What the invoice's money has become since checkout (ADR 366): the money collected, given back,
 * asked of the processor and not answered yet, those not zero (what is paid always, once it is).
 */
export function invoiceMoneyRows(inv: AdminInvoiceDetails['Invoice']): { key: 'Paid' | 'Refunded' | 'RefundPending'; cents: number }[] {
  const rows = [
    { key: 'Paid' as const, cents: inv.Paid },
    { key: 'Refunded' as const, cents: inv.Refunded },
    { key: 'RefundPending' as const, cents: inv.RefundPending },
  ];
  return rows.filter((r) => r.cents !== 0 || (r.key === 'Paid' && inv.Status !== 'U'));
}

function InvoicePanel({ id, lang, onClose }: { id: number; lang: Lang; onClose(): void }) {
  const { t } = useTranslation('admin');
  const details = useInvoiceDetails(id, lang);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const d = details.data;

  return (
    <section className="admin-collection__panel" aria-labelledby="admin-invoice-title">
      <div className="admin-collection__bar">
        <h2 id="admin-invoice-title" ref={heading} tabIndex={-1}>
          {t('invoices.detail.title', { id })}
        </h2>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('form.close')}
        </button>
      </div>
      {details.isPending && <p role="status">{t('shell.loading')}</p>}
      {details.isError && <p className="admin-error">{errorText(t, details.error)}</p>}
      {d && (
        <>
          <dl className="admin-facts">
            <dt>{t('invoices.fields.Status')}</dt>
            <dd data-testid="invoice-status">{invoiceLabelText(t, d.Invoice.Label)}</dd>
            <dt>{t('invoices.fields.Customer')}</dt>
            <dd>
              {d.Invoice.FirstName} {d.Invoice.LastName} ({d.Invoice.Email})
            </dd>
            <dt>{t('invoices.fields.DeliveryDate')}</dt>
            <dd>
              {d.Invoice.DeliveryDate ?? '—'} {d.Invoice.DeliveryTime ?? ''}
            </dd>
          </dl>
          <InvoiceActions details={d} lang={lang} onDeleted={onClose} />
          <Section title={t('invoices.detail.lines')}>
            <CartLines details={d} lang={lang} />
          </Section>
          <Section title={t('invoices.detail.amounts')}>
            <table className="admin-table admin-amounts">
              <tbody>
                {invoiceAmounts(d.Invoice).map((r) => (
                  <tr key={r.key}>
                    <th scope="row">{t(`invoices.amounts.${r.key}`)}</th>
                    <td>{(r.minus ? '−' : '') + formatMoney(r.cents, lang)}</td>
                  </tr>
                ))}
                {invoiceMoneyRows(d.Invoice).map((r) => (
                  <tr key={r.key} data-testid={`invoice-${r.key}`}>
                    <th scope="row">{t(`invoices.money.${r.key}`)}</th>
                    <td>{(r.key === 'Paid' ? '' : '−') + formatMoney(r.cents, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="admin-balance" data-testid="invoice-due">
              {invoiceDueText(t, d.Invoice, lang)}
            </p>
          </Section>
          <Section title={t('invoices.detail.payments')}>
            {d.Payments.length === 0 ? (
              <p>{t('invoices.detail.noPayments')}</p>
            ) : (
              <ul className="admin-cards">
                {d.Payments.map((p) => (
                  <li key={p.Id} className="admin-card">
                    {t(`paymentMethods.${METHOD_NAMES[p.PaymentMethodId] ?? 'manual'}`)}
                    {p.ManualMethod ? ` (${manualMethodText(t, p.ManualMethod).toLocaleLowerCase()})` : ''} · {formatMoney(p.Amount, lang)}{' '}
                    · {t(`paymentStatuses.${p.Status}`, { defaultValue: p.Status })}
                    {p.CardLast4 ? ` · ${p.CardBrand ?? ''} •••• ${p.CardLast4}` : ''} · {formatInstantDate(p.CreatedAt, lang, 'medium')}
                    {p.Note && <span className="admin-card__line">{t('invoices.detail.paymentNote', { note: p.Note })}</span>}
                    {p.RecordedBy && <span className="admin-card__line">{t('invoices.detail.recordedBy', { name: p.RecordedBy })}</span>}
                  </li>
                ))}
              </ul>
            )}
            <RefundList details={d} lang={lang} />
            <ProcessorRefunds details={d} lang={lang} />
          </Section>
          <Section title={t('invoices.detail.addresses')}>
            <div className="admin-cards admin-cards--two">
              <div className="admin-card">
                <strong>{t('invoices.detail.billing')}</strong>
                <AddressBlock address={d.BillingAddress} />
              </div>
              <div className="admin-card">
                <strong>{t('invoices.detail.delivery')}</strong>
                <AddressBlock address={d.DeliveryAddress} />
              </div>
            </div>
            <ChangeAddress details={d} lang={lang} />
          </Section>
          <Section title={t('invoices.detail.history')}>
            {d.StatusHistory.length === 0 ? (
              <p>{t('history.none')}</p>
            ) : (
              <ol className="admin-history__list">
                {d.StatusHistory.map((h, i) => (
                  <li key={i}>
                    {t('invoices.detail.change', {
                      from: h.From ? t(`invoices.status.${h.From}`) : '—',
                      to: t(`invoices.status.${h.To}`),
                      who: h.ChangedBy ?? t('history.system'),
                      when: formatInstantDate(h.At, lang, 'medium'),
                    })}
                    {h.ReasonCd ? ` (${t(`invoices.reason.${h.ReasonCd}`)})` : h.Reason ? ` (${h.Reason})` : ''}
                    {h.Note && <span className="admin-card__line">{t('invoices.detail.note', { note: h.Note })}</span>}
                  </li>
                ))}
              </ol>
            )}
          </Section>
          <InvoiceActivity invoiceId={d.Invoice.Id} lang={lang} />
          <Section title={t('invoices.detail.comments')}>
            <p>
              <strong>{t('invoices.detail.customerComment')}</strong> {d.Comments.Customer ?? '—'}
            </p>
            <CommentForm details={d} lang={lang} />
          </Section>
          <EmailForm ids={[d.Invoice.Id]} to={t('invoices.email.to', { email: d.Invoice.Email })} lang={lang} />
        </>
      )}
    </section>
  );
}

/**
 * What the payment processor itself has refunded of the card and Interac payments (ADR 355): a
 * refund is made once, whatever the clicks — this list is the processor's word for it.
 */
function ProcessorRefunds({ details, lang }: { details: AdminInvoiceDetails; lang: Lang }) {
  const { t } = useTranslation('admin');
  const processed = details.Payments.some(
    (p) => p.PaymentMethodId === PAYMENT_METHOD_IDS.card || p.PaymentMethodId === PAYMENT_METHOD_IDS.interacOnline,
  );
  const refunds = useInvoiceProcessorRefunds(details.Invoice.Id, processed);
  if (!processed) return null;
  return (
    <div className="admin-subsection">
      <h4>{t('invoices.detail.processorRefunds')}</h4>
      {refunds.isError && <p className="admin-error">{errorText(t, refunds.error)}</p>}
      {refunds.data?.Refunds.length === 0 && <p>{t('invoices.detail.noProcessorRefunds')}</p>}
      {refunds.data && refunds.data.Refunds.length > 0 && (
        <ul className="admin-cards" data-testid="processor-refunds">
          {refunds.data.Refunds.map((r) => (
            <li key={r.RefundId} className="admin-card">
              {t('invoices.detail.processorRefund', {
                amount: formatMoney(r.Amount, lang),
                ref: r.RefundId,
                when: formatInstantDate(r.CreatedAt, lang, 'medium'),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One of the customer's saved addresses as the invoice's billing or delivery address (the snapshot is retaken by the server). */
function ChangeAddress({ details, lang }: { details: AdminInvoiceDetails; lang: Lang }) {
  const { t } = useTranslation('admin');
  const alerts = useAdminAlerts();
  const account = useAdminRecord<AdminAccountDetail>('accounts', details.Invoice.AccountId);
  const action = useInvoiceAction(lang);
  const [kind, setKind] = useState<'billing' | 'delivery'>('delivery');
  const [addressId, setAddressId] = useState('');
  const id = domId('admin-invoices-change-address');
  const addresses = account.data?.Addresses ?? [];
  if (addresses.length === 0) return null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!addressId) return;
    try {
      const r = await action.run({ path: `${details.Invoice.Id}/${kind}-address/${addressId}` });
      alerts.success(r.key);
    } catch (err) {
      alerts.danger(errorText(t, err));
    }
  }

  return (
    <form className="admin-form admin-form--inline" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('invoices.address.title')}</h4>
      <div className="admin-field">
        <label htmlFor={`${id}-kind`}>{t('invoices.address.kind')}</label>
        <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value === 'billing' ? 'billing' : 'delivery')}>
          <option value="delivery">{t('invoices.detail.delivery')}</option>
          <option value="billing">{t('invoices.detail.billing')}</option>
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-address`}>{t('invoices.address.address')}</label>
        <select id={`${id}-address`} value={addressId} onChange={(e) => setAddressId(e.target.value)}>
          <option value="">{t('invoices.address.choose')}</option>
          {addresses.map((a) => (
            <option key={a.Id} value={String(a.Id)}>
              {[a.name, a.line1, a.city, a.postalCode].filter(Boolean).join(', ')}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-form__actions">
        <button type="submit" className="button" disabled={action.isPending || !addressId}>
          {t('invoices.address.use')}
        </button>
      </div>
    </form>
  );
}

/** Which money actions an invoice offers (ADR 366): mark paid (U, or P with a balance due), collect and refund (P), delete (any). */
export function moneyActionsOf(inv: Pick<AdminInvoiceDetails['Invoice'], 'Status' | 'Due'>): MoneyAction[] {
  const actions: MoneyAction[] = [];
  if (inv.Status === 'U' || (inv.Status === 'P' && inv.Due > 0)) actions.push('pay');
  if (inv.Status === 'P' && inv.Due > 0) actions.push('collect');
  if (inv.Status === 'P') actions.push('refund');
  actions.push('delete');
  return actions;
}

function InvoiceActions({ details, lang, onDeleted }: { details: AdminInvoiceDetails; lang: Lang; onDeleted(): void }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<MoneyAction | null>(null);
  const inv = details.Invoice;
  const offered = moneyActionsOf(inv);
  const label = (a: MoneyAction) =>
    a === 'pay' && inv.Status === 'P'
      ? t('invoices.actions.payBalance')
      : a === 'collect'
        ? t('invoices.actions.collect')
        : t(`invoices.actions.${a}`);
  // the action a form was opened for is no longer offered (the invoice changed): it closes
  const shown = open && offered.includes(open) ? open : null;

  return (
    <>
      <div className="admin-form__actions">
        {offered.map((a) => (
          <button
            key={a}
            type="button"
            className={a === 'delete' ? 'button button--danger' : a === 'pay' ? 'button button--primary' : 'button'}
            aria-expanded={shown === a}
            onClick={() => setOpen(shown === a ? null : a)}
          >
            {label(a)}
          </button>
        ))}
        <a className="button" href={`/api/admin/invoices/${inv.Id}/kitchen-order?language=${lang}`} target="_blank" rel="noopener">
          {t('invoices.actions.kitchenOrder')}
        </a>
      </div>
      {shown && (
        <Suspense fallback={<p role="status">{t('shell.loading')}</p>}>
          <InvoiceMoneyForm
            key={shown}
            kind={shown}
            details={details}
            lang={lang}
            onClose={() => setOpen(null)}
            onSwitch={setOpen}
            onDeleted={onDeleted}
          />
        </Suspense>
      )}
    </>
  );
}

/** The refunds of the invoice's payments (ADR 366): how much, where it went, its state, why, who and when. */
function RefundList({ details, lang }: { details: AdminInvoiceDetails; lang: Lang }) {
  const { t } = useTranslation('admin');
  if (details.Refunds.length === 0) return null;
  return (
    <div className="admin-subsection">
      <h4>{t('invoices.refunds.title')}</h4>
      <ul className="admin-cards" data-testid="invoice-refunds">
        {details.Refunds.map((r) => (
          <li key={r.Id} className="admin-card">
            <strong>{formatMoney(r.Amount, lang)}</strong> · {destinationText(t, r.Via === 'processor' ? 'card' : r.Via)}
            {r.Via === 'manual' && r.Method ? ` (${manualMethodText(t, r.Method).toLocaleLowerCase()})` : ''} ·{' '}
            {t(`invoices.refunds.status.${r.Status}`, { defaultValue: r.Status })}
            <span className="admin-card__line">{t('invoices.refunds.asked', { to: destinationText(t, r.Destination, r.Method) })}</span>
            <span className="admin-card__line">
              {t('invoices.refunds.reason', { reason: r.Reason })}
              {r.ReasonCd === 'invoice-deleted' ? ` (${t('invoices.refunds.deleted')})` : ''}
            </span>
            <span className="admin-card__line">
              {t('invoices.refunds.byAt', { who: r.By ?? t('history.system'), when: formatInstantDate(r.CreatedAt, lang, 'medium') })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CartLines({ details, lang }: { details: AdminInvoiceDetails; lang: Lang }) {
  const { t } = useTranslation('admin');
  const alerts = useAdminAlerts();
  const action = useInvoiceAction(lang);
  const id = domId('admin-invoices-cart-lines');
  const [title, setTitle] = useState('');
  // a catalogue product of the invoice's section (its price then the server's), or none: a custom title
  const [productId, setProductId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [amount, setAmount] = useState('');
  const [requiredBy, setRequiredBy] = useState(details.Invoice.DeliveryDate ?? '');
  const [problem, setProblem] = useState<'title' | 'quantity' | 'amount' | 'requiredBy' | null>(null);
  // the item being edited (its product kept), or null: the form adds one
  const [editing, setEditing] = useState<AdminInvoiceDetails['CartDetails'][number] | null>(null);
  const formTitle = useRef<HTMLHeadingElement>(null);
  const inv = details.Invoice;
  const productLine = (editing ? editing.productid : productId) !== null;
  // ADR 366: a refunded, canceled or declined invoice's lines do not change (409 invoice-not-editable)
  const editable = inv.Status === 'U' || inv.Status === 'P';

  const reset = () => {
    setEditing(null);
    setTitle('');
    setProductId(null);
    setAmount('');
    setQuantity('1');
    setProblem(null);
  };

  function edit(l: AdminInvoiceDetails['CartDetails'][number]) {
    setEditing(l);
    setTitle(l.customtitle ?? '');
    setQuantity(String(l.quantity));
    setAmount(moneyInputText(l.amount, lang));
    setRequiredBy(l.requiredby);
    setProblem(null);
    formTitle.current?.focus();
  }

  async function add(e: FormEvent) {
    e.preventDefault();
    const q = Number(quantity);
    const productid = editing ? editing.productid : productId;
    // a product's line may leave the unit price empty: the server prices it as the cart does
    const cents = amount.trim() === '' && productid !== null ? undefined : parseMoney(amount, lang);
    // §5: a product or a custom title, and a required-by date (the server says the same, with its keys)
    if (!title.trim() && productid === null) return setProblem('title');
    if (!Number.isInteger(q) || q < 1 || q > 1000) return setProblem('quantity');
    if (cents === null || (cents !== undefined && cents < 0)) return setProblem('amount');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(requiredBy)) return setProblem('requiredBy');
    setProblem(null);
    try {
      const body = {
        productid,
        customtitle: title.trim() || null,
        quantity: q,
        ...(cents === undefined ? {} : { amount: cents }),
        requiredby: requiredBy,
        ...(editing ? { isfamilypack: editing.isfamilypack, isKidsMeal: editing.isKidsMeal, note: editing.note } : {}),
      };
      const r = await action.run({ path: editing ? `${inv.Id}/cart-details/${editing.Id}` : `${inv.Id}/cart-details`, body });
      alerts.success(r.key);
      reset();
    } catch (err) {
      alerts.danger(errorText(t, err));
    }
  }

  async function remove(detailId: number) {
    try {
      const r = await action.run({ path: `${inv.Id}/cart-details/${detailId}`, method: 'DELETE' });
      alerts.success(r.key);
    } catch (err) {
      alerts.danger(errorText(t, err));
    }
  }

  const problemText = (p: typeof problem) =>
    p === 'title'
      ? t('messages.item-misssing-product')
      : p === 'requiredBy'
        ? t('messages.item-misssing-required-by')
        : p === 'amount'
          ? t('problems.money')
          : t('problems.invalid');

  return (
    <>
      {details.CartDetails.length === 0 ? (
        <p>{t('invoices.detail.noLines')}</p>
      ) : (
        <ul className="admin-cards">
          {details.CartDetails.map((l) => (
            <li key={l.Id} className="admin-card">
              <strong>
                {l.quantity} × {l.customtitle ?? l.Product ?? t('invoices.detail.product', { id: l.productid })}
              </strong>{' '}
              · {formatMoney(l.amount, lang)} · {t('invoices.detail.lineTotal', { amount: formatMoney(l.lineTotal, lang) })}
              {l.isfamilypack && ` · ${t('invoices.detail.familyPack')}`}
              {l.isKidsMeal && ` · ${t('invoices.detail.kidsMeal')}`}
              <span className="admin-card__line">{t('invoices.detail.requiredBy', { date: l.requiredby })}</span>
              {l.Addons.length > 0 && (
                <ul>
                  {l.Addons.map((a, i) => (
                    <li key={i}>
                      + {a.quantity} × {a.Product ?? a.ProductId} ({formatMoney(a.Price, lang)})
                    </li>
                  ))}
                </ul>
              )}
              {l.note && <span className="admin-card__line">{l.note}</span>}
              {editable && (
                <>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={action.isPending}
                    aria-label={t('invoices.detail.editLine', { name: l.customtitle ?? l.Product ?? l.Id })}
                    onClick={() => edit(l)}
                  >
                    {t('list.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={action.isPending}
                    aria-label={t('invoices.detail.removeLine', { name: l.customtitle ?? l.Product ?? l.Id })}
                    onClick={() => void remove(l.Id)}
                  >
                    {t('corporate.remove')}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {!editable && <p className="admin-field__hint">{t('admin:errorCodes.invoice-not-editable')}</p>}
      {editable && inv.Status === 'P' && <p className="admin-field__hint">{t('invoices.item.paidHint')}</p>}
      {editable && (
        <form className="admin-form admin-form--inline" noValidate onSubmit={(e) => void add(e)} aria-labelledby={`${id}-title`}>
          <h4 id={`${id}-title`} ref={formTitle} tabIndex={-1}>
            {editing
              ? t('invoices.item.editTitle', { name: editing.customtitle ?? editing.Product ?? editing.Id })
              : t('invoices.item.title')}
          </h4>
          {!editing && <ProductChoice invoice={inv} lang={lang} value={productId} onChange={setProductId} />}
          {(
            [
              ['customtitle', title, setTitle, 'title', 'text'],
              ['quantity', quantity, setQuantity, 'quantity', 'text'],
              ['amount', amount, setAmount, 'amount', 'text'],
              ['requiredby', requiredBy, setRequiredBy, 'requiredBy', 'date'],
            ] as const
          ).map(([name, value, set, key, type]) => {
            // with a product, the title and the unit price may stay empty (the product's title and price)
            const hint = productLine && (name === 'customtitle' || name === 'amount') ? `${id}-${name}-hint` : undefined;
            const described = [hint, problem === key ? `${id}-${name}-problem` : undefined].filter(Boolean).join(' ');
            return (
              <div key={name} className="admin-field">
                <label htmlFor={`${id}-${name}`}>{t(`invoices.item.${name}`)}</label>
                <input
                  id={`${id}-${name}`}
                  type={type}
                  value={value}
                  inputMode={name === 'quantity' ? 'numeric' : name === 'amount' ? 'decimal' : undefined}
                  maxLength={name === 'customtitle' ? 200 : undefined}
                  aria-invalid={problem === key || undefined}
                  aria-describedby={described || undefined}
                  onChange={(e) => set(e.target.value)}
                />
                {hint && (
                  <p className="admin-field__hint" id={hint}>
                    {t(name === 'amount' ? 'invoices.item.amountHint' : 'invoices.item.titleHint')}
                  </p>
                )}
                {problem === key && (
                  <p className="admin-field__problem" id={`${id}-${name}-problem`}>
                    {problemText(problem)}
                  </p>
                )}
              </div>
            );
          })}
          <div className="admin-form__actions">
            <button type="submit" className="button button--primary" disabled={action.isPending}>
              {editing ? t('invoices.item.save') : t('invoices.item.add')}
            </button>
            {editing && (
              <button type="button" className="button button--ghost" onClick={reset}>
                {t('invoices.item.cancel')}
              </button>
            )}
          </div>
        </form>
      )}
    </>
  );
}

/**
 * The catalogue product of a new item (back-office §2 Invoices admin, §5 cart item rules; ADR 355):
 * a search over the active products of the invoice's section (the admin products collection: its
 * store kind's category, a bistro's own products for a bistro's invoice), then a choice among the
 * first 20 found. None chosen: the item is a custom title. The price is not shown here: the server
 * prices the line as the cart does (the invoice's bistro, subsidy, procedure), unless staff type one.
 */
function ProductChoice({
  invoice,
  lang,
  value,
  onChange,
}: {
  invoice: AdminInvoiceDetails['Invoice'];
  lang: Lang;
  value: number | null;
  onChange(id: number | null): void;
}) {
  const { t } = useTranslation('admin');
  const id = domId('admin-invoices-product');
  const [search, setSearch] = useState('');
  const category = STORE_CATEGORY[invoice.StoreKind as StoreKind] ?? 'M';
  const products = useAdminList<AdminProduct>('products', {
    page: 1,
    limit: 20,
    sort: 'sortOrder',
    sortDirection: 'asc',
    search,
    filters: {
      category,
      status: 'A',
      franchiseId: category === 'R' && invoice.FranchiseId !== null ? String(invoice.FranchiseId) : '',
    },
  });
  const found = products.data?.data ?? [];
  const titleOf = (p: AdminProduct) =>
    (p.Translations.find((x) => x.LanguageCd === lang) ?? p.Translations[0])?.Title || t('invoices.detail.product', { id: p.Id });
  // the chosen product stays offered while another search runs
  const [chosen, setChosen] = useState<AdminProduct | null>(null);
  const offered = chosen && value === chosen.Id && !found.some((p) => p.Id === chosen.Id) ? [chosen, ...found] : found;
  return (
    <>
      <div className="admin-field">
        <label htmlFor={`${id}-search`}>{t('invoices.item.productSearch')}</label>
        <input id={`${id}-search`} type="search" value={search} maxLength={200} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-product`}>{t('invoices.item.product')}</label>
        <select
          id={`${id}-product`}
          value={value ?? ''}
          aria-busy={products.isFetching || undefined}
          onChange={(e) => {
            const next = e.target.value === '' ? null : Number(e.target.value);
            setChosen(offered.find((p) => p.Id === next) ?? null);
            onChange(next);
          }}
        >
          <option value="">{t('invoices.item.noProduct')}</option>
          {offered.map((p) => (
            <option key={p.Id} value={p.Id}>
              {titleOf(p)} ({p.Id})
            </option>
          ))}
        </select>
        {products.isError && <p className="admin-error">{errorText(t, products.error)}</p>}
        {products.data && found.length === 0 && <p className="admin-field__hint">{t('invoices.item.noneFound')}</p>}
      </div>
    </>
  );
}

function CommentForm({ details, lang }: { details: AdminInvoiceDetails; lang: Lang }) {
  const { t } = useTranslation('admin');
  const alerts = useAdminAlerts();
  const action = useInvoiceAction(lang);
  const [comment, setComment] = useState(details.Comments.Admin ?? '');
  const id = domId('admin-invoices-comment-form');

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      const r = await action.run({ path: `${details.Invoice.Id}/comment`, body: { comment } });
      alerts.success(r.key);
    } catch (err) {
      alerts.danger(errorText(t, err));
    }
  }

  return (
    <form className="admin-form" noValidate onSubmit={(e) => void submit(e)}>
      <div className="admin-field">
        <label htmlFor={`${id}-comment`}>{t('invoices.detail.adminComment')}</label>
        <textarea id={`${id}-comment`} value={comment} maxLength={2000} rows={3} onChange={(e) => setComment(e.target.value)} />
      </div>
      <div className="admin-form__actions">
        <button type="submit" className="button" disabled={action.isPending}>
          {t('invoices.detail.saveComment')}
        </button>
      </div>
    </form>
  );
}

/**
 * The e-mail to customers: one invoice's (its panel) or the selected invoices' (the list's bulk
 * action, issue 30: one message per invoice, sent one after the other, what failed said).
 */
function EmailForm({
  ids,
  to,
  title: heading,
  lang,
  onSent,
}: {
  ids: readonly number[];
  to: string;
  title?: string;
  lang: Lang;
  onSent?: () => void;
}) {
  const { t } = useTranslation('admin');
  const alerts = useAdminAlerts();
  const action = useInvoiceAction(lang);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [language, setLanguage] = useState<Lang>('en');
  const [missing, setMissing] = useState<('title' | 'body')[]>([]);
  const id = domId('admin-invoices-email-form');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const empty = (['title', 'body'] as const).filter((f) => !(f === 'title' ? title : body).trim());
    setMissing(empty);
    if (empty.length) return;
    const failed: string[] = [];
    let key = '';
    for (const invoiceId of ids) {
      try {
        key = (await action.run({ path: `${invoiceId}/email`, body: { title: title.trim(), body: body.trim(), language } })).key;
      } catch (err) {
        failed.push(t('invoices.bulk.failedOne', { id: invoiceId, reason: errorText(t, err) }));
      }
    }
    const sent = ids.length - failed.length;
    if (sent > 0) {
      if (ids.length === 1) alerts.success(key);
      else alerts.successText(t('invoices.bulk.emailed', { count: sent }));
      setTitle('');
      setBody('');
      onSent?.();
    }
    if (failed.length > 0) alerts.importProblems(t('invoices.bulk.emailFailed', { count: failed.length }), failed);
  }

  return (
    <Section title={heading ?? t('invoices.email.title')}>
      <p className="admin-field__hint">{to}</p>
      <form className="admin-form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="admin-field">
          <label htmlFor={`${id}-title`}>{t('invoices.email.subject')}</label>
          <input
            id={`${id}-title`}
            value={title}
            maxLength={200}
            required
            aria-invalid={missing.includes('title') || undefined}
            aria-describedby={missing.includes('title') ? `${id}-title-problem` : undefined}
            onChange={(e) => setTitle(e.target.value)}
          />
          {missing.includes('title') && (
            <p className="admin-field__problem" id={`${id}-title-problem`}>
              {t('problems.required')}
            </p>
          )}
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-body`}>{t('invoices.email.body')}</label>
          <textarea
            id={`${id}-body`}
            value={body}
            maxLength={10_000}
            rows={5}
            required
            aria-invalid={missing.includes('body') || undefined}
            aria-describedby={missing.includes('body') ? `${id}-body-problem` : undefined}
            onChange={(e) => setBody(e.target.value)}
          />
          {missing.includes('body') && (
            <p className="admin-field__problem" id={`${id}-body-problem`}>
              {t('problems.required')}
            </p>
          )}
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-language`}>{t('invoices.email.language')}</label>
          <select id={`${id}-language`} value={language} onChange={(e) => setLanguage(e.target.value === 'fr' ? 'fr' : 'en')}>
            <option value="en">{t('invoices.email.en')}</option>
            <option value="fr">{t('invoices.email.fr')}</option>
          </select>
        </div>
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={action.isPending}>
            {t('invoices.email.send')}
          </button>
        </div>
      </form>
    </Section>
  );
}
