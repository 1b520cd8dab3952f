// /admin/accounts (back-office §2 "Account admin", §3 Account, §7 Accounts, §9 30 a page; issue 15,
// ADR 290, ADR 320): the server-paged, sortable, searchable list of customer accounts; an account's
// panel has its form (never its balance: that moves only through Century Dollar transactions), its
// addresses, its invoices, and its Century Dollar transactions with the manual credit or debit form
// (an amount and a required reason, checked by the contract's schema like the invoice's money forms:
// century-dollars-form, loaded with the panel; the server records the staff user and refuses a
// debit the balance does not cover — shown as a danger alert).
import { centuryDollarReason, formatInstantDate, formatMoney } from '@mijote/domain';
import type { TFunction } from 'i18next';
import type { AdminAccountDetail, AdminAddress } from '@mijote/contracts';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { domId } from '../../../lib/dom-id';
import { Link } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { errorText } from '../../../lib/api-client';
import { paths, type Lang } from '../../../lib/paths';
import { AddressFields } from '../../../components/address/address-fields';
import {
  ADDRESS_FIELDS,
  addressBody,
  addressProblems,
  addressValuesOf,
  emptyAddress,
  type AddressField,
  type AddressValues,
} from '../../../components/address/address-values';
import { fieldErrorsFromServer, type FieldProblems } from '../../../lib/form-validation';
import { useAccountAddressesWrite, useAccountCenturyDollars, useAccountInvoices, useSecondFactorReset } from '../api';
import { useAdminAlerts } from '../components/alerts';
import type { CollectionScreenDef } from '../components/collection';
import { CollectionScreen } from '../components/collection-screen';
import { TableScroll } from '../components/table-scroll';
import { useAdminTitle } from '../use-admin-title';

type Account = AdminAccountDetail;

/** The manual credit or debit form, a chunk of its own (react-hook-form; its schema on the first check). */
const CenturyDollarsForm = lazy(() => import('./century-dollars-form').then((m) => ({ default: m.CenturyDollarsForm })));

/** The fields a save takes (the API's strict body): everything else GET answered stays out. */
const SAVED_FIELDS = [
  'FirstName',
  'LastName',
  'Email',
  'UserTypeCd',
  'IsMasterLogin',
  'PreferredLanguage',
  'Phone',
  'CellPhone',
  'ExternalUserId',
  'GlobalUserId',
  'EmailOptIn',
  'TextMessageOptIn',
  'ForcePasswordReset',
] as const;

export const ACCOUNTS: CollectionScreenDef<Account> = {
  collection: 'accounts',
  tool: 'accounts',
  texts: 'accounts',
  limit: 30,
  defaultSort: 'lastName',
  columns: [
    { key: 'LastName', sort: 'lastName', cell: (r) => r.LastName },
    { key: 'FirstName', sort: 'firstName', cell: (r) => r.FirstName },
    { key: 'Email', sort: 'email', cell: (r) => r.Email },
    { key: 'CurrentCenturyDollarAmount', sort: 'centuryDollars', cell: (r, { lang }) => formatMoney(r.CurrentCenturyDollarAmount, lang) },
    { key: 'CreatedAt', sort: 'createdAt', cell: (r, { lang }) => formatInstantDate(r.CreatedAt, lang, 'medium') },
  ],
  fields: [
    { name: 'FirstName', kind: 'text', required: true, max: 80 },
    { name: 'LastName', kind: 'text', required: true, max: 80 },
    { name: 'Email', kind: 'email', required: true, max: 254 },
    { name: 'PreferredLanguage', kind: 'select', options: ['en', 'fr'] },
    { name: 'Phone', kind: 'text', nullable: true, max: 40 },
    { name: 'CellPhone', kind: 'text', nullable: true, max: 40 },
    { name: 'ExternalUserId', kind: 'text', nullable: true, max: 120 },
    { name: 'EmailOptIn', kind: 'checkbox' },
    { name: 'TextMessageOptIn', kind: 'checkbox' },
    { name: 'ForcePasswordReset', kind: 'checkbox' },
  ],
  // accounts are not created here (customers sign up; a subsidy's import pre-registers them)
  canCreate: false,
  blank: () => ({}) as never,
  titleOf: (r) => `${r.FirstName} ${r.LastName}`.trim() || r.Email,
  canDelete: false,
  messages: { created: 'saved', updated: 'saved' },
  saveBody: (body) => Object.fromEntries(SAVED_FIELDS.map((k) => [k, body[k]])),
  PanelExtra: AccountExtras,
};

export function AccountsScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  useAdminTitle('accounts');
  return (
    <>
      <h1>{t('tools.accounts')}</h1>
      <p className="admin-lead">{t('accounts.lead')}</p>
      <CollectionScreen def={ACCOUNTS} lang={lang} />
    </>
  );
}

function AccountExtras({ record, lang }: { record: Account; lang: Lang }) {
  return (
    <>
      <CenturyDollars accountId={record.Id} lang={lang} />
      {record.SecondFactorOn && <SecondFactorReset accountId={record.Id} lang={lang} />}
      <Addresses key={JSON.stringify(record.Addresses)} record={record} lang={lang} />
      <AccountInvoices accountId={record.Id} lang={lang} />
    </>
  );
}

/** One address of the editor: the saved one's Id (0: new), its type and default flag, the form's values. */
interface AddressRow {
  key: string;
  Id: number;
  addressType: 'B' | 'S';
  isDefault: boolean;
  values: AddressValues;
  problems: FieldProblems<AddressField>;
}

const rowOf = (a: AdminAddress): AddressRow => ({
  key: `a${a.Id}`,
  Id: a.Id,
  addressType: a.addressType,
  isDefault: a.isDefault,
  values: addressValuesOf(a),
  problems: {},
});

/** The server's field paths of row i (`body.{i}.postalCode`) → the form's fields. */
const serverFields = (i: number) => Object.fromEntries(ADDRESS_FIELDS.map((f) => [`${i}.${f}`, f])) as Record<string, AddressField>;

/**
 * The account's addresses, edited and saved all at once (back-office §2 "Account admin", §7 Accounts
 * "Addresses: query, and save all"; ADR 355): the customer's own address fields and rules
 * (components/address: the same checks before sending, the server's the same contract), a type
 * (at most one billing address), the default flag, add and remove; one save for the whole list.
 */
function Addresses({ record, lang }: { record: Account; lang: Lang }) {
  const { t } = useTranslation('admin');
  const alerts = useAdminAlerts();
  const save = useAccountAddressesWrite(record.Id, lang);
  const [rows, setRows] = useState<AddressRow[]>(() => record.Addresses.map(rowOf));
  const [added, setAdded] = useState(0);
  const [billingTwice, setBillingTwice] = useState(false);
  const id = domId('admin-accounts-addresses');
  const update = (key: string, change: Partial<AddressRow>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = rows.map((r) => ({ ...r, problems: addressProblems(r.values) }));
    setRows(checked);
    const twice = checked.filter((r) => r.addressType === 'B').length > 1;
    setBillingTwice(twice);
    if (twice || checked.some((r) => Object.keys(r.problems).length > 0)) return alerts.danger(t('accounts.addresses.fix'));
    try {
      const saved = await save.run(checked.map((r) => ({ ...addressBody(r.values, r.addressType), Id: r.Id, isDefault: r.isDefault })));
      setRows(saved.map(rowOf));
      alerts.success('saved');
    } catch (err) {
      // the server's own check of the same contract: its field problems under the fields
      setRows((all) => all.map((r, i) => ({ ...r, problems: fieldErrorsFromServer(err, serverFields(i)) })));
      alerts.danger(errorText(t, err));
    }
  }

  return (
    <section className="admin-subsection" aria-labelledby={id}>
      <h3 id={id}>{t('accounts.addresses.title')}</h3>
      <form className="admin-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={id}>
        {rows.length === 0 && <p>{t('accounts.addresses.none')}</p>}
        {rows.map((r, i) => (
          <div key={r.key} className="admin-card admin-address">
            <AddressFields
              idPrefix={`${id}-${r.key}`}
              lang={lang}
              legend={t('accounts.addresses.legend', { n: i + 1, type: t(`accounts.addresses.type.${r.addressType}`) })}
              values={r.values}
              problems={r.problems}
              onChange={(values, changed) =>
                update(r.key, {
                  values,
                  problems: Object.fromEntries(Object.entries(r.problems).filter(([f]) => !changed.includes(f as AddressField))),
                })
              }
              show={{ company: true, phone: true, instructions: true }}
            />
            <div className="admin-field">
              <label htmlFor={`${id}-${r.key}-type`}>{t('accounts.addresses.kind')}</label>
              <select
                id={`${id}-${r.key}-type`}
                value={r.addressType}
                aria-invalid={(billingTwice && r.addressType === 'B') || undefined}
                aria-describedby={billingTwice && r.addressType === 'B' ? `${id}-billing-twice` : undefined}
                onChange={(e) => update(r.key, { addressType: e.target.value === 'B' ? 'B' : 'S' })}
              >
                {(['S', 'B'] as const).map((v) => (
                  <option key={v} value={v}>
                    {t(`accounts.addresses.type.${v}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="admin-field admin-field--checkbox">
              <input
                id={`${id}-${r.key}-default`}
                type="checkbox"
                checked={r.isDefault}
                onChange={(e) => update(r.key, { isDefault: e.target.checked })}
              />
              <label htmlFor={`${id}-${r.key}-default`}>{t('accounts.addresses.isDefault')}</label>
            </div>
            <button
              type="button"
              className="button button--ghost"
              aria-label={t('accounts.addresses.remove', { n: i + 1 })}
              onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}
            >
              {t('corporate.remove')}
            </button>
          </div>
        ))}
        {billingTwice && (
          <p className="admin-field__problem" id={`${id}-billing-twice`}>
            {t('accounts.addresses.oneBilling')}
          </p>
        )}
        <div className="admin-form__actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setRows([...rows, { key: `n${added}`, Id: 0, addressType: 'S', isDefault: false, values: emptyAddress(), problems: {} }]);
              setAdded(added + 1);
            }}
          >
            {t('accounts.addresses.add')}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t('form.saving') : t('accounts.addresses.save')}
          </button>
        </div>
      </form>
    </section>
  );
}

function AccountInvoices({ accountId, lang }: { accountId: number; lang: Lang }) {
  const { t } = useTranslation('admin');
  const invoices = useAccountInvoices(accountId);
  const id = domId('admin-accounts-account-invoices');
  return (
    <section className="admin-subsection" aria-labelledby={id}>
      <h3 id={id}>{t('accounts.invoices.title')}</h3>
      {invoices.isPending && <p role="status">{t('shell.loading')}</p>}
      {invoices.isError && <p className="admin-error">{errorText(t, invoices.error)}</p>}
      {invoices.data?.data.length === 0 && <p>{t('accounts.invoices.none')}</p>}
      {invoices.data && invoices.data.data.length > 0 && (
        <TableScroll label={t('accounts.invoices.title')}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('invoices.fields.Id')}</th>
                <th scope="col">{t('invoices.fields.CreatedAt')}</th>
                <th scope="col">{t('invoices.fields.Status')}</th>
                <th scope="col">{t('invoices.fields.Total')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.data.map((inv) => (
                <tr key={inv.Id}>
                  <td>
                    <Link to={`${paths.admin.invoices(lang)}?id=${inv.Id}&status=P,U,C,D,R,E`}>{inv.Id}</Link>
                  </td>
                  <td>{formatInstantDate(inv.CreatedAt, lang, 'medium')}</td>
                  <td>{t(`invoices.label.${inv.Label}`)}</td>
                  <td>{formatMoney(inv.Total, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

/** Two-step verification of the account (ADR 378): on; another super user turns it off for a lost phone. */
function SecondFactorReset({ accountId, lang }: { accountId: number; lang: Lang }) {
  const { t } = useTranslation('admin');
  const alerts = useAdminAlerts();
  const reset = useSecondFactorReset(accountId, lang);
  const [confirming, setConfirming] = useState(false);
  const id = domId('admin-accounts-second-factor', accountId);
  async function turnOff() {
    try {
      await reset.run(undefined);
      alerts.success('second-factor-reset');
    } catch (err) {
      alerts.danger(errorText(t, err));
    }
    setConfirming(false);
  }
  return (
    <section className="admin-subsection" aria-labelledby={id}>
      <h3 id={id}>{t('accounts.secondFactor.title')}</h3>
      <p>{t('accounts.secondFactor.on')}</p>
      {confirming ? (
        <div className="admin-confirm" role="group" aria-label={t('accounts.secondFactor.confirmLabel')}>
          <p>{t('accounts.secondFactor.confirm')}</p>
          <button type="button" className="button button--danger" disabled={reset.isPending} onClick={() => void turnOff()}>
            {t('accounts.secondFactor.yes')}
          </button>{' '}
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            {t('accounts.secondFactor.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
          {t('accounts.secondFactor.turnOff')}
        </button>
      )}
    </section>
  );
}

function CenturyDollars({ accountId, lang }: { accountId: number; lang: Lang }) {
  const { t } = useTranslation('admin');
  const cd = useAccountCenturyDollars(accountId);
  const id = domId('admin-accounts-century-dollars');

  return (
    <section className="admin-subsection" aria-labelledby={id}>
      <h3 id={id}>{t('accounts.cd.title')}</h3>
      {cd.isError && <p className="admin-error">{errorText(t, cd.error)}</p>}
      {cd.data && (
        <p className="admin-balance" data-testid="cd-balance">
          {t('accounts.cd.balance', { amount: formatMoney(cd.data.Balance, lang) })}
        </p>
      )}
      <Suspense fallback={<p role="status">{t('shell.loading')}</p>}>
        <CenturyDollarsForm accountId={accountId} lang={lang} />
      </Suspense>
      {cd.data && cd.data.Transactions.length > 0 && <CenturyDollarTable transactions={cd.data.Transactions} lang={lang} />}
      {cd.data?.Transactions.length === 0 && <p>{t('accounts.cd.none')}</p>}
    </section>
  );
}

export function CenturyDollarTable({
  transactions,
  lang,
}: {
  transactions: {
    Id: number;
    Type: 'C' | 'D';
    Amount: number;
    BalanceAfter: number | null;
    CenturyDollarTransactionMethodCd: string;
    InvoiceId: number | null;
    Note: string | null;
    ManualTransaction: { Name: string } | null;
    CreatedAt: string;
  }[];
  lang: Lang;
}) {
  const { t } = useTranslation('admin');
  return (
    <TableScroll label={t('accounts.cd.title')}>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('accounts.cd.when')}</th>
            <th scope="col">{t('accounts.cd.type')}</th>
            <th scope="col">{t('accounts.cd.amount')}</th>
            <th scope="col">{t('accounts.cd.balanceAfter')}</th>
            <th scope="col">{t('accounts.cd.method')}</th>
            <th scope="col">{t('accounts.cd.reason')}</th>
            <th scope="col">{t('accounts.cd.staff')}</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((x) => (
            <tr key={x.Id}>
              <td>{formatInstantDate(x.CreatedAt, lang, 'medium')}</td>
              <td>{t(`accounts.cd.types.${x.Type}`)}</td>
              <td>{formatMoney(x.Amount, lang)}</td>
              <td>{x.BalanceAfter === null ? '—' : formatMoney(x.BalanceAfter, lang)}</td>
              <td>
                {t(`accounts.cd.methods.${x.CenturyDollarTransactionMethodCd}`, { defaultValue: x.CenturyDollarTransactionMethodCd })}
              </td>
              <td>{cdReasonText(t, x)}</td>
              <td>{x.ManualTransaction?.Name ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * Why a Century Dollar transaction was made, in the staff's language (issue 30): the system's
 * reasons (domain `centuryDollarReason`, as the customer reads them), a staff member's own note,
 * else its invoice.
 */
export function cdReasonText(
  t: TFunction,
  x: { CenturyDollarTransactionMethodCd: string; Note: string | null; InvoiceId: number | null },
): string {
  const reason = centuryDollarReason({ methodCd: x.CenturyDollarTransactionMethodCd, note: x.Note, invoiceId: x.InvoiceId });
  const invoice = x.InvoiceId ? t('accounts.cd.invoice', { id: x.InvoiceId }) : null;
  if (reason === 'gift-card') return t('accounts.cd.methods.GC');
  if (reason) return [t(`account-pages:profile.centuryDollars.reasons.${reason}`), invoice].filter(Boolean).join(' · ');
  return x.Note ?? invoice ?? '—';
}
