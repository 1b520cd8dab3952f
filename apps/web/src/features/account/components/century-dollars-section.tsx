// Century Dollars (store credit, customer-side §3, §7 GET /accounts/{uuid}/century-dollars) and
// the gift-card entry (POST /accounts/{uuid}/gift-cards/{code}/apply: the card's value moves into
// Century Dollars; success 'Card added!' with the new balance, failure the server's code).
import type { CenturyDollarsReply } from '@mijote/contracts';
import { formatInstantDate, formatMoney } from '@mijote/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FlashRegion, useFlash } from '../../../components/ui/flash';
import { TextField } from '../../../components/ui/form-fields';
import { errorText } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import type { Lang } from '../../../lib/paths';
import { useCenturyDollars } from '../../../lib/account/api';
import { useApplyGiftCard } from '../api';
import { AccountSection } from './section';

const METHODS = ['MA', 'OR', 'RF', 'RE', 'GC', 'PR'] as const;

/** The gift card's code as the API's path takes it (GiftCardParams). */
const loadSchema = () => import('./account-schemas').then((m) => m.GiftCardSchema);

function GiftCardForm({ uuid, lang }: { uuid: string; lang: Lang }) {
  const { t } = useTranslation(['account-pages', 'account']);
  const applyGiftCard = useApplyGiftCard(uuid, lang);
  const uid = 'gift-card';
  const { flash, show, clear } = useFlash();
  const inputId = `${uid}-gift-code`;
  const { form, field, error } = useSchemaForm(t, loadSchema, { defaultValues: { cardCode: '' } });
  const sending = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(
    async ({ cardCode }) => {
      clear();
      try {
        const reply = await applyGiftCard(cardCode);
        form.reset({ cardCode: '' });
        show(
          'success',
          `${t('alerts.cardAdded')} ${t('profile.centuryDollars.newBalance', { amount: formatMoney(reply.credited, lang), balance: formatMoney(reply.balance, lang) })}`,
        );
      } catch (err) {
        // every refusal is about the code: shown under it as well
        const text = errorText(t, err);
        form.setError('cardCode', { type: 'server', message: text });
        show('danger', text);
      }
    },
    () => clear(),
  );

  return (
    <form className="session-form gift-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <h3 className="account-section__subtitle">{t('profile.centuryDollars.giftTitle')}</h3>
      <div className="inline-form">
        <TextField
          id={inputId}
          label={t('profile.centuryDollars.giftCode')}
          hint={t('profile.centuryDollars.giftHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...field('cardCode')}
          error={error('cardCode')}
          aria-required
        />
        <button type="submit" className="button button--primary" disabled={sending} aria-disabled={sending}>
          {sending ? t('alerts.saving') : t('profile.centuryDollars.giftSubmit')}
        </button>
      </div>
      <FlashRegion flash={flash} />
    </form>
  );
}

/**
 * What a ledger row was, in the reader's language (issue 9): the method, its order, the reason the
 * system gave as a code (ADR 200), or the note a staff member wrote for a manual transaction.
 */
function transactionText(t: TFunction, tx: CenturyDollarsReply['transactions'][number]): { what: string; detail: string | null } {
  const known = (METHODS as readonly string[]).includes(tx.methodCd);
  const what = !known
    ? tx.methodCd
    : tx.type === 'D' && tx.methodCd === 'MA'
      ? t('profile.centuryDollars.methodsDebit.MA')
      : t(`profile.centuryDollars.methods.${tx.methodCd}`);
  const detail =
    tx.reason === 'gift-card'
      ? tx.giftCardCode
        ? t('profile.centuryDollars.reasons.gift-card', { code: tx.giftCardCode })
        : null
      : tx.reason
        ? t(`profile.centuryDollars.reasons.${tx.reason}`)
        : tx.note
          ? t('profile.centuryDollars.staffNote', { note: tx.note })
          : null;
  return { what, detail };
}

export function CenturyDollarHistory({ data, lang }: { data: CenturyDollarsReply; lang: Lang }) {
  const { t } = useTranslation(['account-pages', 'account']);
  const uid = 'century-dollars';
  if (data.transactions.length === 0) return <p>{t('profile.centuryDollars.noHistory')}</p>;
  return (
    <div className="table-scroll" role="region" aria-labelledby={`${uid}-caption`} tabIndex={0}>
      <table className="data-table">
        <caption id={`${uid}-caption`}>{t('profile.centuryDollars.history')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('profile.centuryDollars.date')}</th>
            <th scope="col">{t('profile.centuryDollars.what')}</th>
            <th scope="col" className="num">
              {t('profile.centuryDollars.amount')}
            </th>
            <th scope="col" className="num">
              {t('profile.centuryDollars.balanceAfter')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.transactions.map((tx) => {
            const { what, detail } = transactionText(t, tx);
            const amount = formatMoney(tx.amount, lang);
            return (
              <tr key={tx.id}>
                <td>{formatInstantDate(tx.createdAt, lang, 'medium')}</td>
                <td>
                  {what}
                  {tx.invoiceId !== null && <> · {t('profile.centuryDollars.order', { id: tx.invoiceId })}</>}
                  {detail && <span className="data-table__note">{detail}</span>}
                </td>
                <td className="num">
                  {tx.type === 'C' ? t('profile.centuryDollars.credit', { amount }) : t('profile.centuryDollars.debit', { amount })}
                </td>
                <td className="num">{tx.balanceAfter === null ? '—' : formatMoney(tx.balanceAfter, lang)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function CenturyDollarsSection({ uuid, lang }: { uuid: string; lang: Lang }) {
  const { t } = useTranslation(['account-pages', 'account']);
  const query = useCenturyDollars();
  return (
    <AccountSection title={t('profile.centuryDollars.title')} intro={t('profile.centuryDollars.intro')}>
      {query.isPending ? (
        <p className="loading-note">{t('loading')}</p>
      ) : query.isError ? (
        <>
          <p className="field__error" role="alert">
            {errorText(t, query.error)}
          </p>
          <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </button>
        </>
      ) : (
        <>
          <p className="balance">
            <span className="balance__label">{t('profile.centuryDollars.balance')}</span>{' '}
            <strong className="balance__amount" data-testid="century-balance">
              {formatMoney(query.data.balance, lang)}
            </strong>
          </p>
          <CenturyDollarHistory data={query.data} lang={lang} />
        </>
      )}
      <GiftCardForm uuid={uuid} lang={lang} />
    </AccountSection>
  );
}
