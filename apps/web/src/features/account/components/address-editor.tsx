// One address being added or changed → POST /accounts/{uuid}/addresses/{id} (0 creates; ADR 088).
import type { Address } from '@mijote/contracts';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/address/address-fields';
import {
  addressBody,
  addressValuesOf,
  emptyAddress,
  ADDRESS_FIELDS,
  type AddressField,
  type AddressValues,
} from '../../../components/address/address-values';
import { FlashRegion, useFlash } from '../../../components/ui/flash';
import type { FieldProblems, ProblemKey } from '../../../lib/form-validation';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import type { Lang } from '../../../lib/paths';
import { useSaveAddress } from '../api';
import { domId } from '../../../lib/dom-id';

const loadSchema = () => import('../../../components/address/address-schema').then((m) => m.AddressFormSchema);

export interface AddressEditorProps {
  uuid: string;
  lang: Lang;
  addressType: 'B' | 'S';
  /** The address being changed; none: a new one. */
  address?: Address;
  /** Shown as the name of a new billing address when left empty. */
  legend: string;
  onSaved: (saved: Address) => void;
  onCancel: () => void;
}

export function AddressEditor({ uuid, lang, addressType, address, legend, onSaved, onCancel }: AddressEditorProps) {
  const { t } = useTranslation(['account-pages', 'account']);
  const uid = domId('address', addressType, address?.id ?? 'new');
  const prefix = `${uid}-address`;
  const saveAddress = useSaveAddress(uuid, lang);
  const { flash, show, clear } = useFlash();
  // AddressFields is controlled (it is shared with sign-up): the form holds the values and the
  // problems, the contract's address schema checks them (ADR 205).
  const { form, serverError } = useSchemaForm(t, loadSchema, { defaultValues: address ? addressValuesOf(address) : emptyAddress() });
  const values = form.watch() as AddressValues;
  const errors = form.formState.errors;
  const problems: FieldProblems<AddressField> = Object.fromEntries(
    ADDRESS_FIELDS.flatMap((f) => (errors[f]?.message ? [[f, errors[f].message as ProblemKey]] : [])),
  );
  const sending = form.formState.isSubmitting;
  const focusFirstProblem = () => {
    const first = ADDRESS_FIELDS.find((f) => form.getFieldState(f).error);
    if (first) document.getElementById(`${prefix}-${first}`)?.focus();
  };

  const onSubmit = form.handleSubmit(
    async () => {
      clear();
      try {
        onSaved(await saveAddress(address?.id ?? 0, addressBody(form.getValues() as AddressValues, addressType)));
      } catch (err) {
        show('danger', serverError(err));
        focusFirstProblem();
      }
    },
    () => {
      show('danger', t('validation.fixFields'));
      focusFirstProblem();
    },
  );

  return (
    <form className="session-form address-editor" noValidate onSubmit={(e) => void onSubmit(e)}>
      <AddressFields
        idPrefix={prefix}
        lang={lang}
        legend={legend}
        values={values}
        problems={problems}
        onChange={(next, changed) => {
          for (const f of changed) form.setValue(f, next[f]);
          form.clearErrors(changed);
        }}
        nameHint={addressType === 'B' ? t('address.billingNameHint') : undefined}
        show={{ company: true, phone: true, instructions: addressType === 'S' }}
      />
      <div className="session-form__actions">
        <button type="submit" className="button button--primary" disabled={sending} aria-disabled={sending}>
          {sending ? t('alerts.saving') : t('profile.addresses.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
      <FlashRegion flash={flash} />
    </form>
  );
}
