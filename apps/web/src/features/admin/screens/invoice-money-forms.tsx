// The invoice panel's money forms (issue 27; back-office §4; ADR 205, 366), a chunk of their own
// loaded when staff open one (react-hook-form and, on the first check, the schemas' module with
// zod stay out of the invoices screen's first load): mark paid (the method, a reason, a reference),
// refund (an amount or everything left, where it goes, how when paid back by hand, a reason),
// collect a balance due on one of the customer's saved cards, and delete (what becomes of the
// money it holds, and why). Each form's values are checked by the contract's schema, then a
// confirmation states what will happen, with the amount, before the call; the server's refusals
// are shown in the staff's language with their amounts as money.
import type { AdminCollectBody, AdminDeleteInvoiceBody, AdminInvoiceDetails, AdminMarkPaidBody, AdminRefundBody } from '@mijote/contracts';
import {
  DELETE_SETTLEMENTS,
  formatMoney,
  isCardExpired,
  MANUAL_PAYMENT_METHODS,
  moneyInputText,
  REFUND_DESTINATIONS,
} from '@mijote/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path } from 'react-hook-form';
import { domId } from '../../../lib/dom-id';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import type { Lang } from '../../../lib/paths';
import { useInvoiceAction } from '../api';
import { useAdminAlerts } from '../components/alerts';
import { destinationText, manualMethodText, moneyErrorText, savedCardText } from '../components/money-texts';
import type { CollectValues, DeleteValues, MarkPaidValues, RefundValues } from './billing-schemas';

export type MoneyAction = 'pay' | 'refund' | 'collect' | 'delete';

const schemas = () => import('./billing-schemas');
const loadMarkPaid = () => schemas().then((m) => m.MarkPaidSchema);
const loadCollect = () => schemas().then((m) => m.CollectSchema);

type Details = AdminInvoiceDetails;
type Invoice = Details['Invoice'];

/** What an invoice holds that a refund or a deletion can give back: money and Century Dollars. */
export const heldOf = (inv: Pick<Invoice, 'MoneyLeft' | 'CenturyDollarsLeft'>) => inv.MoneyLeft + inv.CenturyDollarsLeft;

/** The amount "mark paid" records: the total of an unpaid invoice, the balance due of a paid one. */
export const markPaidAmount = (inv: Pick<Invoice, 'Status' | 'Total' | 'Due'>) => (inv.Status === 'U' ? inv.Total : Math.max(0, inv.Due));

interface FormProps {
  details: Details;
  lang: Lang;
  /** closes the form (after its action, or when staff cancel) */
  onClose(): void;
  /** another form instead (no saved card: mark paid with another method) */
  onSwitch(kind: MoneyAction): void;
  /** the invoice is gone: the panel closes */
  onDeleted(): void;
}

export function InvoiceMoneyForm({ kind, ...props }: FormProps & { kind: MoneyAction }) {
  switch (kind) {
    case 'pay':
      return <MarkPaidForm {...props} />;
    case 'refund':
      return <RefundForm {...props} />;
    case 'collect':
      return <CollectForm {...props} />;
    case 'delete':
      return <DeleteForm {...props} />;
  }
}

/** The form's frame: its heading (focused when it opens), the form or its confirmation, a server refusal. */
function Frame({ id, title, children, problem }: { id: string; title: string; children: ReactNode; problem: string | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="admin-subsection admin-money-form" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {problem && (
        <p className="admin-error" role="alert">
          {problem}
        </p>
      )}
      {children}
    </section>
  );
}

/** The confirmation step: what will happen, in words, with its amount; yes sends, back returns to the form. */
function Confirm({
  id,
  text,
  yes,
  busy,
  onYes,
  onBack,
}: {
  id: string;
  text: string;
  yes: string;
  busy: boolean;
  onYes(): void;
  onBack(): void;
}) {
  const { t } = useTranslation('admin');
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="admin-confirm" role="group" aria-labelledby={`${id}-confirm`}>
      <p id={`${id}-confirm`}>{text}</p>
      <button ref={button} type="button" className="button button--primary" disabled={busy} onClick={onYes}>
        {yes}
      </button>
      <button type="button" className="button button--ghost" disabled={busy} onClick={onBack}>
        {t('invoices.money.back')}
      </button>
    </div>
  );
}

/** A field's message, the admin's `money` problem included. */
function useFieldError<T extends FieldValues>(error: (name: Path<T>) => string | undefined) {
  const { t } = useTranslation('admin');
  return (name: Path<T>) => {
    const m = error(name);
    return m === 'money' ? t('problems.money') : m;
  };
}

function Problem({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="admin-field__problem" id={`${id}-problem`}>
      {text}
    </p>
  );
}

const described = (id: string, problem: unknown, hint?: boolean) =>
  [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ') || undefined;

function FormActions({ submit, onCancel }: { submit: string; onCancel(): void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-form__actions">
      <button type="submit" className="button button--primary">
        {submit}
      </button>
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {t('invoices.money.cancel')}
      </button>
    </div>
  );
}

/** The call and its outcome: the success alert, or the refusal shown in the form (and as an alert). */
function useMoneyCall(lang: Lang) {
  const { t } = useTranslation('admin');
  const alerts = useAdminAlerts();
  const action = useInvoiceAction(lang);
  const [problem, setProblem] = useState<string | null>(null);
  async function call(o: { path: string; method?: 'POST' | 'DELETE'; body: unknown }): Promise<boolean> {
    setProblem(null);
    try {
      const r = await action.run(o);
      alerts.success(r.key);
      return true;
    } catch (err) {
      const text = moneyErrorText(t, err, lang);
      setProblem(text);
      alerts.danger(text);
      return false;
    }
  }
  return { call, problem, busy: action.isPending };
}

function MethodSelect({ id, label, props, problem }: { id: string; label: string; props: object; problem: string | undefined }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...props} aria-invalid={problem ? true : undefined} aria-describedby={described(id, problem)}>
        <option value="">{t('invoices.money.chooseMethod')}</option>
        {MANUAL_PAYMENT_METHODS.map((m) => (
          <option key={m} value={m}>
            {t(`manualMethods.${m}`)}
          </option>
        ))}
      </select>
      <Problem id={id} text={problem} />
    </div>
  );
}

function ReasonField({ id, props, problem, hint }: { id: string; props: object; problem: string | undefined; hint?: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-field">
      <label htmlFor={id}>{t('invoices.money.reason')}</label>
      {hint && (
        <p className="admin-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={id}
        maxLength={500}
        autoComplete="off"
        {...props}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described(id, problem, !!hint)}
      />
      <Problem id={id} text={problem} />
    </div>
  );
}

// ── mark paid ───────────────────────────────────────────────────────────────

function MarkPaidForm({ details, lang, onClose }: FormProps) {
  const { t } = useTranslation('admin');
  const inv = details.Invoice;
  const id = domId('admin-invoice-pay', inv.Id);
  const amount = markPaidAmount(inv);
  const balance = inv.Status === 'P';
  const { form, field, select, error } = useSchemaForm<MarkPaidValues, AdminMarkPaidBody>(t, loadMarkPaid, {
    defaultValues: { method: '', reason: '', reference: '' },
  });
  const problemOf = useFieldError<MarkPaidValues>(error);
  const [pending, setPending] = useState<AdminMarkPaidBody | null>(null);
  const { call, problem, busy } = useMoneyCall(lang);
  const submit = form.handleSubmit((body) => setPending(body));

  async function yes() {
    if (!pending) return;
    if (await call({ path: `${inv.Id}/pay`, body: pending })) onClose();
    else setPending(null);
  }

  return (
    <Frame id={id} title={t(balance ? 'invoices.pay.balanceTitle' : 'invoices.pay.title', { id: inv.Id })} problem={problem}>
      {pending ? (
        <Confirm
          id={id}
          text={t(balance ? 'invoices.pay.confirmBalance' : 'invoices.pay.confirm', {
            id: inv.Id,
            amount: formatMoney(amount, lang),
            how: t(`manualMethods.by.${pending.method}`),
          })}
          yes={t(balance ? 'invoices.pay.yesBalance' : 'invoices.pay.yes')}
          busy={busy}
          onYes={() => void yes()}
          onBack={() => setPending(null)}
        />
      ) : (
        <form className="admin-form admin-form--inline" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
          <p className="admin-field__hint admin-money-form__lead">
            {t(balance ? 'invoices.pay.leadBalance' : 'invoices.pay.lead', { amount: formatMoney(amount, lang) })}
          </p>
          <MethodSelect id={`${id}-method`} label={t('invoices.pay.method')} props={select('method')} problem={problemOf('method')} />
          <ReasonField id={`${id}-reason`} props={field('reason')} problem={problemOf('reason')} />
          <div className="admin-field">
            <label htmlFor={`${id}-reference`}>{t('invoices.pay.reference')}</label>
            <input
              id={`${id}-reference`}
              maxLength={100}
              autoComplete="off"
              {...field('reference')}
              aria-invalid={problemOf('reference') ? true : undefined}
              aria-describedby={described(`${id}-reference`, problemOf('reference'))}
            />
            <Problem id={`${id}-reference`} text={problemOf('reference')} />
          </div>
          <FormActions submit={t('invoices.money.continue')} onCancel={onClose} />
        </form>
      )}
    </Frame>
  );
}

// ── refund ──────────────────────────────────────────────────────────────────

function RefundForm({ details, lang, onClose }: FormProps) {
  const { t } = useTranslation('admin');
  const inv = details.Invoice;
  const id = domId('admin-invoice-refund', inv.Id);
  const [loader] = useState(() => () => schemas().then((m) => m.refundSchema(lang)));
  const { form, field, error } = useSchemaForm<RefundValues, AdminRefundBody>(t, loader, {
    // a credit due (lines removed after payment): the refund of that credit, ready
    defaultValues: { amount: inv.Balance === 'credit-due' ? moneyInputText(-inv.Due, lang) : '', destination: '', method: '', reason: '' },
  });
  const problemOf = useFieldError<RefundValues>(error);
  const destination = form.watch('destination');
  const [pending, setPending] = useState<AdminRefundBody | null>(null);
  const { call, problem, busy } = useMoneyCall(lang);
  const submit = form.handleSubmit((body) => setPending(body));
  const left = heldOf(inv);

  async function yes() {
    if (!pending) return;
    if (await call({ path: `${inv.Id}/refund`, body: pending })) onClose();
    else setPending(null);
  }

  const to = pending ? destinationText(t, pending.destination, pending.method) : '';
  return (
    <Frame id={id} title={t('invoices.refund.title', { id: inv.Id })} problem={problem}>
      {pending ? (
        <Confirm
          id={id}
          text={
            pending.amount === undefined
              ? t('invoices.refund.confirmAll', { id: inv.Id, amount: formatMoney(left, lang), to })
              : t('invoices.refund.confirm', { id: inv.Id, amount: formatMoney(pending.amount, lang), to })
          }
          yes={t('invoices.refund.yes')}
          busy={busy}
          onYes={() => void yes()}
          onBack={() => setPending(null)}
        />
      ) : (
        <form className="admin-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
          <p className="admin-field__hint admin-money-form__lead" data-testid="refund-left">
            {inv.CenturyDollarsLeft > 0
              ? t('invoices.refund.leftWithCd', { money: formatMoney(inv.MoneyLeft, lang), cd: formatMoney(inv.CenturyDollarsLeft, lang) })
              : t('invoices.refund.left', { money: formatMoney(inv.MoneyLeft, lang) })}
            {inv.RefundPending > 0 && ` ${t('invoices.refund.pending', { amount: formatMoney(inv.RefundPending, lang) })}`}
          </p>
          <div className="admin-field">
            <label htmlFor={`${id}-amount`}>{t('invoices.refund.amount')}</label>
            <p className="admin-field__hint" id={`${id}-amount-hint`}>
              {t('invoices.refund.amountHint')}
            </p>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              autoComplete="off"
              {...field('amount')}
              aria-invalid={problemOf('amount') ? true : undefined}
              aria-describedby={described(`${id}-amount`, problemOf('amount'), true)}
            />
            <Problem id={`${id}-amount`} text={problemOf('amount')} />
          </div>
          <fieldset className="admin-field" aria-describedby={problemOf('destination') ? `${id}-destination-problem` : undefined}>
            <legend>{t('invoices.refund.destination')}</legend>
            {REFUND_DESTINATIONS.map((d) => (
              <label key={d} className="admin-radio">
                <input type="radio" value={d} {...field('destination')} /> {t(`invoices.refund.destinations.${d}`)}
              </label>
            ))}
            <Problem id={`${id}-destination`} text={problemOf('destination')} />
          </fieldset>
          {destination === 'manual' && (
            <MethodSelect
              id={`${id}-method`}
              label={t('invoices.refund.method')}
              props={{ ...field('method'), value: form.watch('method') }}
              problem={problemOf('method')}
            />
          )}
          <ReasonField id={`${id}-reason`} props={field('reason')} problem={problemOf('reason')} />
          <FormActions submit={t('invoices.money.continue')} onCancel={onClose} />
        </form>
      )}
    </Frame>
  );
}

// ── collect a balance on a saved card ───────────────────────────────────────

function CollectForm({ details, lang, onClose, onSwitch }: FormProps) {
  const { t } = useTranslation('admin');
  const inv = details.Invoice;
  const id = domId('admin-invoice-collect', inv.Id);
  // an expired card would only be declined: not offered
  const cards = details.SavedCards.filter((c) => !isCardExpired({ month: c.ExpMonth, year: c.ExpYear }, new Date()));
  const { form, field, select, error } = useSchemaForm<CollectValues, AdminCollectBody>(t, loadCollect, {
    defaultValues: { savedCardId: cards.length === 1 ? String(cards[0]!.Id) : '', reason: '' },
  });
  const problemOf = useFieldError<CollectValues>(error);
  const [pending, setPending] = useState<AdminCollectBody | null>(null);
  const { call, problem, busy } = useMoneyCall(lang);
  const submit = form.handleSubmit((body) => setPending(body));
  const card = pending ? cards.find((c) => c.Id === pending.savedCardId) : undefined;

  async function yes() {
    if (!pending) return;
    if (await call({ path: `${inv.Id}/collect`, body: pending })) onClose();
    else setPending(null);
  }

  if (cards.length === 0)
    return (
      <Frame id={id} title={t('invoices.collect.title', { id: inv.Id })} problem={null}>
        <p>{t('invoices.collect.noCard')}</p>
        <div className="admin-form__actions">
          <button type="button" className="button button--primary" onClick={() => onSwitch('pay')}>
            {t('invoices.actions.payBalance')}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('invoices.money.cancel')}
          </button>
        </div>
      </Frame>
    );

  return (
    <Frame id={id} title={t('invoices.collect.title', { id: inv.Id })} problem={problem}>
      {pending ? (
        <Confirm
          id={id}
          text={t('invoices.collect.confirm', {
            id: inv.Id,
            amount: formatMoney(Math.max(0, inv.Due), lang),
            card: card ? savedCardText(t, card) : '',
          })}
          yes={t('invoices.collect.yes')}
          busy={busy}
          onYes={() => void yes()}
          onBack={() => setPending(null)}
        />
      ) : (
        <form className="admin-form admin-form--inline" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
          <p className="admin-field__hint admin-money-form__lead">
            {t('invoices.collect.lead', { amount: formatMoney(Math.max(0, inv.Due), lang) })}
          </p>
          <div className="admin-field">
            <label htmlFor={`${id}-card`}>{t('invoices.collect.cardLabel')}</label>
            <select
              id={`${id}-card`}
              {...select('savedCardId')}
              aria-invalid={problemOf('savedCardId') ? true : undefined}
              aria-describedby={described(`${id}-card`, problemOf('savedCardId'))}
            >
              <option value="">{t('invoices.collect.chooseCard')}</option>
              {cards.map((c) => (
                <option key={c.Id} value={String(c.Id)}>
                  {savedCardText(t, c)}
                </option>
              ))}
            </select>
            <Problem id={`${id}-card`} text={problemOf('savedCardId')} />
          </div>
          <ReasonField id={`${id}-reason`} props={field('reason')} problem={problemOf('reason')} />
          <FormActions submit={t('invoices.money.continue')} onCancel={onClose} />
        </form>
      )}
    </Frame>
  );
}

// ── delete ──────────────────────────────────────────────────────────────────

function DeleteForm({ details, lang, onClose, onDeleted }: FormProps) {
  const { t } = useTranslation('admin');
  const inv = details.Invoice;
  const id = domId('admin-invoice-delete', inv.Id);
  // back-office §4: an unpaid invoice is canceled first; one that holds money is settled as staff choose
  const unpaid = inv.Status === 'U';
  const held = heldOf(inv);
  const holds = !unpaid && held > 0;
  const [loader] = useState(() => () => schemas().then((m) => m.deleteSchema(holds)));
  const { form, field, error } = useSchemaForm<DeleteValues, AdminDeleteInvoiceBody>(t, loader, {
    defaultValues: { settlement: '', method: '', reason: '' },
  });
  const problemOf = useFieldError<DeleteValues>(error);
  const settlement = form.watch('settlement');
  const [pending, setPending] = useState<AdminDeleteInvoiceBody | null>(null);
  const { call, problem, busy } = useMoneyCall(lang);
  const submit = form.handleSubmit((body) => setPending(body));

  async function yes() {
    if (!pending) return;
    const body = Object.keys(pending).length ? pending : undefined;
    if (await call({ path: `${inv.Id}`, method: 'DELETE', body })) onDeleted();
    else setPending(null);
  }

  const lead = unpaid
    ? t('invoices.delete.unpaid')
    : holds
      ? t('invoices.delete.holds', { amount: formatMoney(held, lang) })
      : t('invoices.delete.nothing');
  const confirmText = !pending
    ? ''
    : pending.settlement
      ? t(`invoices.delete.confirm.${pending.settlement}`, {
          id: inv.Id,
          amount: formatMoney(held, lang),
          method: manualMethodText(t, pending.method).toLocaleLowerCase(),
        })
      : t(unpaid ? 'invoices.delete.confirm.unpaid' : 'invoices.delete.confirm.nothing', { id: inv.Id });

  return (
    <Frame id={id} title={t('invoices.delete.title', { id: inv.Id })} problem={problem}>
      {pending ? (
        <Confirm
          id={id}
          text={confirmText}
          yes={t('invoices.delete.yes')}
          busy={busy}
          onYes={() => void yes()}
          onBack={() => setPending(null)}
        />
      ) : (
        <form className="admin-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
          <p className="admin-money-form__lead" data-testid="delete-lead">
            {lead}
          </p>
          {holds && (
            <fieldset className="admin-field" aria-describedby={problemOf('settlement') ? `${id}-settlement-problem` : undefined}>
              <legend>{t('invoices.delete.settlement')}</legend>
              {DELETE_SETTLEMENTS.map((s) => (
                <label key={s} className="admin-radio">
                  <input type="radio" value={s} {...field('settlement')} /> {t(`invoices.delete.settlements.${s}`)}
                </label>
              ))}
              <Problem id={`${id}-settlement`} text={problemOf('settlement')} />
            </fieldset>
          )}
          {holds && settlement === 'refund-manual' && (
            <MethodSelect
              id={`${id}-method`}
              label={t('invoices.refund.method')}
              props={{ ...field('method'), value: form.watch('method') }}
              problem={problemOf('method')}
            />
          )}
          <ReasonField
            id={`${id}-reason`}
            props={field('reason')}
            problem={problemOf('reason')}
            {...(holds ? {} : { hint: t('invoices.delete.reasonOptional') })}
          />
          <FormActions submit={t('invoices.money.continue')} onCancel={onClose} />
        </form>
      )}
    </Frame>
  );
}
