// The fields of one address (ADR 088 names): the autocomplete search, then name, company, street
// lines, city, province (GET /provinces), postal code, and optionally phone and instructions.
// Controlled: the parent keeps the values and the problems (so nothing typed is ever lost).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText, type FieldProblems } from '../../lib/form-validation';
import type { Lang } from '../../lib/paths';
import { SelectField, TextField } from '../ui/form-fields';
import { AddressSearch } from './address-search';
import { applySuggestion, type AddressField, type AddressValues } from './address-values';
import { useProvinceOptions } from './use-provinces';

export interface AddressFieldsProps {
  /** Prefix of the input ids (unique in the page). */
  idPrefix: string;
  lang: Lang;
  legend: ReactNode;
  values: AddressValues;
  problems: FieldProblems<AddressField>;
  onChange: (next: AddressValues, changed: AddressField[]) => void;
  /** Hint under the name field (billing: "your first and last name if left empty"). */
  nameHint?: string;
  show?: { company?: boolean; phone?: boolean; instructions?: boolean };
  /** false: the whole address is optional (its fields are marked so). */
  required?: boolean;
}

export function AddressFields({
  idPrefix,
  lang,
  legend,
  values,
  problems,
  onChange,
  nameHint,
  show = {},
  required = true,
}: AddressFieldsProps) {
  const { t } = useTranslation('account');
  const provinces = useProvinceOptions(lang);
  const optional = t('fields.optional');
  const set = (field: AddressField) => (e: { target: { value: string } }) => onChange({ ...values, [field]: e.target.value }, [field]);
  const err = (field: AddressField) => problemText(t, problems[field]);
  const id = (field: string) => `${idPrefix}-${field}`;

  return (
    <fieldset className="address-fields">
      <legend>{legend}</legend>
      <AddressSearch
        id={id('search')}
        lang={lang}
        onPick={(s) => onChange(applySuggestion(values, s), ['city', 'province', 'postalCode'])}
      />
      <div className="form-grid">
        <TextField
          id={id('name')}
          name="name"
          label={t('address.name')}
          optionalMark={optional}
          hint={nameHint}
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={err('name')}
          className="field--wide"
        />
        {show.company && (
          <TextField
            id={id('company')}
            label={t('address.company')}
            optionalMark={optional}
            autoComplete="organization"
            value={values.company}
            onChange={set('company')}
            error={err('company')}
            className="field--wide"
          />
        )}
        <TextField
          id={id('line1')}
          label={t('address.line1')}
          optionalMark={required ? undefined : optional}
          autoComplete="address-line1"
          value={values.line1}
          onChange={set('line1')}
          error={err('line1')}
          aria-required={required || undefined}
          className="field--wide"
        />
        <TextField
          id={id('line2')}
          label={t('address.line2')}
          optionalMark={optional}
          autoComplete="address-line2"
          value={values.line2}
          onChange={set('line2')}
          error={err('line2')}
          className="field--wide"
        />
        <TextField
          id={id('city')}
          label={t('address.city')}
          optionalMark={required ? undefined : optional}
          autoComplete="address-level2"
          value={values.city}
          onChange={set('city')}
          error={err('city')}
          aria-required={required || undefined}
        />
        <SelectField
          id={id('province')}
          label={t('address.province')}
          autoComplete="address-level1"
          value={values.province}
          onChange={set('province')}
          options={provinces}
          error={err('province')}
        />
        <TextField
          id={id('postalCode')}
          label={t('address.postalCode')}
          optionalMark={required ? undefined : optional}
          hint={t('address.postalCodeHint')}
          autoComplete="postal-code"
          autoCapitalize="characters"
          value={values.postalCode}
          onChange={set('postalCode')}
          error={err('postalCode')}
          aria-required={required || undefined}
        />
        {show.phone && (
          <TextField
            id={id('phone')}
            type="tel"
            label={t('address.phone')}
            optionalMark={optional}
            autoComplete="tel"
            value={values.phone}
            onChange={set('phone')}
            error={err('phone')}
          />
        )}
        {show.instructions && (
          <TextField
            id={id('instructions')}
            label={t('address.instructions')}
            optionalMark={optional}
            hint={t('address.instructionsHint')}
            value={values.instructions}
            onChange={set('instructions')}
            error={err('instructions')}
            className="field--wide"
          />
        )}
      </div>
    </fieldset>
  );
}
