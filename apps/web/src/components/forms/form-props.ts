// Server side of the public forms (ADR 141): which fields each form shows (their rules mirror
// the contracts in packages/contracts/src/forms.ts) and the translated strings its island needs.
import type { FormName } from '@mijote/contracts';
import type { TFunction } from 'i18next';
import type { FieldSpec, FieldType, FormStrings, PublicFormProps, UploadStrings } from '../../islands/form/types';
import type { Lang } from '../../lib/paths';

interface FieldDef {
  name: string;
  type: FieldType;
  required?: boolean;
  autoComplete?: string;
  half?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** select: option keys under forms:options.<optionsKey>.* */
  optionsKey?: string;
  hint?: boolean;
}

const NAME = 100;
const first: FieldDef = { name: 'firstName', type: 'text', required: true, autoComplete: 'given-name', half: true, maxLength: NAME };
const last: FieldDef = { name: 'lastName', type: 'text', required: true, autoComplete: 'family-name', half: true, maxLength: NAME };
const lastOptional: FieldDef = { ...last, required: false };
const email: FieldDef = { name: 'email', type: 'email', required: true, autoComplete: 'email', half: true, maxLength: 254 };
const phone: FieldDef = { name: 'phone', type: 'tel', required: true, autoComplete: 'tel', half: true, maxLength: 40 };
const phoneOptional: FieldDef = { ...phone, required: false };
const company: FieldDef = { name: 'company', type: 'text', required: true, autoComplete: 'organization', half: true, maxLength: NAME };
const message: FieldDef = { name: 'message', type: 'textarea', maxLength: 5000 };
const employees: FieldDef = { name: 'numberOfEmployees', type: 'number', min: 1, max: 1_000_000, half: true };

const business: FieldDef[] = [first, last, email, phone, company, employees, message];

/** The fields of each form, in order. Required flags follow the contract schemas. */
export const FORM_FIELDS: Readonly<Record<FormName, readonly FieldDef[]>> = {
  'contact-us': [
    first,
    last,
    email,
    phoneOptional,
    { ...company, required: false },
    { name: 'subject', type: 'text', maxLength: 200, half: true },
    { ...message, required: true },
    { name: 'newsletter', type: 'checkbox' },
  ],
  referral: [
    first,
    last,
    { ...email, name: 'email' },
    { name: 'friendFirstName', type: 'text', required: true, half: true, maxLength: NAME },
    { name: 'friendLastName', type: 'text', half: true, maxLength: NAME },
    { name: 'friendEmail', type: 'email', required: true, half: true, maxLength: 254 },
    // no message: the friend receives our text only (ADR 193)
  ],
  specials: [
    first,
    lastOptional,
    email,
    { name: 'postalCode', type: 'postalCode', autoComplete: 'postal-code', half: true, maxLength: 7, hint: true },
  ],
  employment: [
    first,
    last,
    email,
    phone,
    { name: 'position', type: 'select', required: true, optionsKey: 'positions', half: true },
    { name: 'province', type: 'select', optionsKey: 'provinces', half: true, autoComplete: 'address-level1' },
    { name: 'availability', type: 'text', maxLength: 500, hint: true },
    message,
    { name: 'attachment', type: 'file', required: true, hint: true },
  ],
  'feedback-free-lunch': [
    first,
    lastOptional,
    email,
    company,
    { name: 'rating', type: 'select', optionsKey: 'rating', half: true },
    { ...message, required: true },
  ],
  'feedback-catering-cookie-platter': [
    first,
    lastOptional,
    email,
    { ...company, required: false },
    { name: 'rating', type: 'select', optionsKey: 'rating', half: true },
    { ...message, required: true },
  ],
  schools: [
    first,
    last,
    email,
    phone,
    { name: 'schoolName', type: 'text', required: true, maxLength: 200, half: true },
    { name: 'numberOfStudents', type: 'number', min: 1, max: 100_000, half: true },
    message,
  ],
  'home-first-form': [
    { ...first, half: false },
    { ...email, half: false },
    { ...phoneOptional, half: false },
  ],
  'home-second-form': [
    { ...company, required: false, half: false },
    { name: 'service', type: 'select', optionsKey: 'services', half: false },
    { ...message, maxLength: 5000 },
  ],
  corporate: business,
  coffee: business,
  cafeteria: business,
};

/** Option keys, in order, of the select fields. */
const OPTIONS: Record<string, readonly string[]> = {
  positions: ['cook', 'kitchenHelper', 'driver', 'bistro', 'office', 'other'],
  rating: ['5', '4', '3', '2', '1'],
  services: ['meal-delivery', 'catering', 'corporate-cafeteria', 'corporate-lunch', 'schools', 'coffee', 'other'],
};

export function formStrings(t: TFunction, formName: FormName): FormStrings {
  const codes: Record<string, string> = {};
  for (const code of [
    'captcha-failed',
    'captcha-unavailable',
    'rate-limited',
    'referral-self',
    'upload-missing',
    'not-found',
    'internal-error',
    'network',
    'csrf-failed',
    'bad-request',
    'database-unavailable',
    'http-error',
  ]) {
    codes[code] = t(`forms:errors.${code}`);
  }
  return {
    required: t('forms:validation.required'),
    email: t('forms:validation.email'),
    phone: t('forms:validation.phone'),
    postalCode: t('forms:validation.postalCode'),
    number: t('forms:validation.number'),
    tooLong: t('forms:validation.tooLong'),
    invalid: t('forms:validation.invalid'),
    requiredMark: t('forms:requiredMark'),
    optional: t('forms:optional'),
    chooseOne: t('forms:chooseOne'),
    submit: t(`forms:${formName}.submit`),
    sending: t('forms:sending'),
    success: t(`forms:${formName}.success`),
    fixFields: t('forms:errors.validation-failed'),
    codes,
    dismiss: t('forms:dismiss'),
  };
}

export function uploadStrings(t: TFunction): UploadStrings {
  return {
    choose: t('forms:upload.choose'),
    uploading: t('forms:upload.uploading'),
    complete: t('forms:upload.complete'),
    errorPrefix: t('forms:upload.errorPrefix'),
    wrongType: t('forms:upload.wrongType'),
    tooLarge: t('forms:upload.tooLarge'),
    oneFile: t('forms:upload.oneFile'),
    failed: t('forms:upload.failed'),
    stored: t('forms:upload.stored'),
    remove: t('forms:upload.remove'),
  };
}

export interface FormPropsOptions {
  id: string;
  lang: Lang;
  isBbCorp: boolean;
  /** Select options computed on the server (the province list). */
  options?: Record<string, { value: string; label: string }[]>;
  compact?: boolean;
}

export function publicFormProps(t: TFunction, formName: FormName, o: FormPropsOptions): PublicFormProps {
  const fields: FieldSpec[] = FORM_FIELDS[formName].map((d) => {
    const spec: FieldSpec = {
      name: d.name,
      type: d.type,
      label: t(`forms:fields.${d.name}.label`),
      required: d.required ?? false,
    };
    if (d.autoComplete) spec.autoComplete = d.autoComplete;
    if (d.half) spec.half = true;
    if (d.maxLength !== undefined) spec.maxLength = d.maxLength;
    if (d.min !== undefined) spec.min = d.min;
    if (d.max !== undefined) spec.max = d.max;
    if (d.hint) spec.hint = t(`forms:fields.${d.name}.hint`);
    if (d.optionsKey) {
      spec.options =
        o.options?.[d.optionsKey] ??
        (OPTIONS[d.optionsKey] ?? []).map((k) => ({ value: k, label: t(`forms:options.${d.optionsKey}.${k}`) }));
    }
    return spec;
  });
  const props: PublicFormProps = {
    id: o.id,
    formName,
    lang: o.lang,
    isBbCorp: o.isBbCorp,
    fields,
    strings: formStrings(t, formName),
    label: t(`forms:${formName}.label`),
  };
  if (fields.some((f) => f.type === 'file')) props.upload = uploadStrings(t);
  if (formName === 'specials') props.newsletter = true;
  if (o.compact) props.compact = true;
  return props;
}
