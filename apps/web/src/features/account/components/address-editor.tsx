// One address being added or changed → POST /accounts/{uuid}/addresses/{id} (0 creates; ADR 088).
import type { Address } from '@mijote/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/address/address-fields';
import { addressBody, addressRules, addressValuesOf, emptyAddress, ADDRESS_FIELDS, type AddressField, type AddressValues } from '../../../components/address/address-values';
import { FlashRegion, useFlash } from '../../../components/ui/flash';
import { errorText } from '../../../lib/api-client';
import { fieldErrorsFromServer, validate, type FieldProblems } from '../../../lib/form-validation';
import type { Lang } from '../../../lib/paths';
import { useSaveAddress } from '../api';

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

const SERVER_FIELDS = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, f])) as Record<string, AddressField>;

export function AddressEditor({ uuid, lang, addressType, address, legend, onSaved, onCancel }: AddressEditorProps) {
  const { t } = useTranslation('account');
  const uid = useId();
  const [values, setValues] = useState<AddressValues>(() => (address ? addressValuesOf(address) : emptyAddress()));
  const [problems, setProblems] = useState<FieldProblems<AddressField>>({});
  const [sending, setSending] = useState(false);
  const { flash, show, clear } = useFlash();
  const prefix = `${uid}-address`;
  const saveAddress = useSaveAddress(uuid, lang);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    const found = validate(values, addressRules(true));
    setProblems(found);
    const first = ADDRESS_FIELDS.find((f) => found[f]);
    if (first) {
      show('danger', t('validation.fixFields'));
      document.getElementById(`${prefix}-${first}`)?.focus();
      return;
    }
    setSending(true);
    clear();
    try {
      const saved = await saveAddress(address?.id ?? 0, addressBody(values, addressType));
      onSaved(saved);
    } catch (err) {
      const fromServer = fieldErrorsFromServer(err, SERVER_FIELDS);
      setProblems(fromServer);
      show('danger', Object.keys(fromServer).length > 0 ? t('validation.fixFields') : errorText(t, err));
      setSending(false);
    }
  }

  return (
    <form className="session-form address-editor" noValidate onSubmit={(e) => void onSubmit(e)}>
      <AddressFields
        idPrefix={prefix}
        lang={lang}
        legend={legend}
        values={values}
        problems={problems}
        onChange={(v, changed) => {
          setValues(v);
          setProblems((p) => {
            const next = { ...p };
            for (const f of changed) delete next[f];
            return next;
          });
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
