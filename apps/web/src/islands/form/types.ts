// Serializable description of a public form (built on the server with the page's translations,
// ADR 141). Types only from @mijote/contracts: islands never bundle zod.
import type { FormName } from '@mijote/contracts';
import { uploadMaxBytes } from '@mijote/domain';

export type FieldType = 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'number' | 'postalCode' | 'checkbox' | 'file';

export interface FieldSpec {
  name: string;
  type: FieldType;
  label: string;
  required: boolean;
  autoComplete?: string;
  hint?: string;
  /** select: the choices (the first empty choice is added by the component). */
  options?: { value: string; label: string }[];
  /** Number fields: bounds. */
  min?: number;
  max?: number;
  maxLength?: number;
  /** Laid out two per row on wide screens. */
  half?: boolean;
}

export interface FormStrings {
  required: string;
  email: string;
  phone: string;
  postalCode: string;
  number: string;
  tooLong: string;
  invalid: string;
  requiredMark: string;
  optional: string;
  chooseOne: string;
  submit: string;
  sending: string;
  success: string;
  /** Shown above the fields when the server rejected some of them. */
  fixFields: string;
  /** Danger alert texts by API error code; anything else shows the server's message. */
  codes: Record<string, string>;
  dismiss: string;
}

export interface UploadStrings {
  choose: string;
  uploading: string;
  complete: string;
  /** 'Error: ' (spec §8), prefixed to every upload error. */
  errorPrefix: string;
  wrongType: string;
  tooLarge: string;
  oneFile: string;
  failed: string;
  stored: string;
  remove: string;
}

export interface PublicFormProps {
  /** Unique in the page; every field id starts with it. */
  id: string;
  formName: FormName;
  lang: 'en' | 'fr';
  isBbCorp: boolean;
  fields: FieldSpec[];
  strings: FormStrings;
  upload?: UploadStrings;
  /** Fixed newsletter flag when the form has no newsletter checkbox (the specials list: true). */
  newsletter?: boolean;
  /** Extra values sent with every submission (e.g. the lead form's parentId and e-mail). */
  extra?: Record<string, string | number>;
  /** Accessible name of the form. */
  label: string;
  compact?: boolean;
}

/** The alert durations of customer-side §9 (ms). */
export const ALERT_MS = 3000;
export const UPLOAD_ALERT_MS = 10_000;
/** CV: one PDF ≤ 1 MB (customer-side §5). */
export const CV_MAX_BYTES = uploadMaxBytes('cv');
