// An account's manual Century Dollar credit or debit (back-office §2 Account admin; issue 15, 27;
// ADR 205, 290, 366): the type, an amount typed as money in the staff's language and a required
// reason, checked by the contract's schema (billing-schemas, imported on the first check) like the
// invoice's money forms; a chunk of its own, loaded with the account's panel. A debit the balance
// does not cover is the spec's danger alert, in the staff's words.
import type { AdminCenturyDollarsBody } from '@mijote/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { domId } from '../../../lib/dom-id';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import type { Lang } from '../../../lib/paths';
import { useCenturyDollarsWrite } from '../api';
import { useAdminAlerts } from '../components/alerts';
import { moneyErrorText } from '../components/money-texts';
import type { CenturyDollarsValues } from './billing-schemas';

export function CenturyDollarsForm({ accountId, lang }: { accountId: number; lang: Lang }) {
  const { t } = useTranslation('admin');
  const alerts = useAdminAlerts();
  const write = useCenturyDollarsWrite(accountId, lang);
  const id = domId('admin-accounts-century-dollars', accountId);
  const [loader] = useState(() => () => import('./billing-schemas').then((m) => m.centuryDollarsSchema(lang)));
  const { form, field, error } = useSchemaForm<CenturyDollarsValues, AdminCenturyDollarsBody>(t, loader, {
    defaultValues: { Type: 'C', Amount: '', Reason: '' },
  });
  const problemOf = (name: keyof CenturyDollarsValues) => {
    const m = error(name);
    return m === 'money' ? t('problems.money') : m;
  };

  const submit = form.handleSubmit(async (body) => {
    try {
      await write.run(body);
      alerts.success('saved');
      form.reset({ Type: body.Type, Amount: '', Reason: '' });
    } catch (err) {
      // a debit the balance does not cover: the spec's danger alert, in the staff's words
      alerts.danger(
        err instanceof ApiError && err.code === 'insufficient-century-dollars' ? t('accounts.cd.belowZero') : moneyErrorText(t, err, lang),
      );
    }
  });

  const amountProblem = problemOf('Amount');
  const reasonProblem = problemOf('Reason');
  return (
    <form className="admin-form admin-form--inline" noValidate onSubmit={(e) => void submit(e)}>
      <fieldset className="admin-field">
        <legend>{t('accounts.cd.type')}</legend>
        {(['C', 'D'] as const).map((v) => (
          <label key={v} className="admin-radio">
            <input type="radio" value={v} {...field('Type')} /> {t(`accounts.cd.types.${v}`)}
          </label>
        ))}
      </fieldset>
      <div className="admin-field">
        <label htmlFor={`${id}-amount`}>{t('accounts.cd.amount')}</label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          {...field('Amount')}
          aria-invalid={amountProblem ? true : undefined}
          aria-describedby={amountProblem ? `${id}-amount-problem` : undefined}
        />
        {amountProblem && (
          <p className="admin-field__problem" id={`${id}-amount-problem`}>
            {amountProblem}
          </p>
        )}
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-reason`}>{t('accounts.cd.reason')}</label>
        <input
          id={`${id}-reason`}
          maxLength={500}
          autoComplete="off"
          {...field('Reason')}
          aria-invalid={reasonProblem ? true : undefined}
          aria-describedby={reasonProblem ? `${id}-reason-problem` : undefined}
        />
        {reasonProblem && (
          <p className="admin-field__problem" id={`${id}-reason-problem`}>
            {reasonProblem}
          </p>
        )}
      </div>
      <div className="admin-form__actions">
        <button type="submit" className="button button--primary" disabled={write.isPending || form.formState.isSubmitting}>
          {write.isPending ? t('form.saving') : t('accounts.cd.submit')}
        </button>
      </div>
    </form>
  );
}
