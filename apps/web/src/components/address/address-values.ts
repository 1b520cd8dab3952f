// The address form's values, rules and the contract body (ADR 088 field names). Shared by the
// sign-up form, the profile's address book and the checkout's new address.
import { AddressInput, type Address, type SaveAddressBody } from '@mijote/contracts';
import { normalizePostalCode, PHONE_PATTERN } from '@mijote/domain';
import { z } from 'zod';
import type { FieldProblems, FieldRule } from '../../lib/form-validation';
import { problemOfIssue, type IssueLike } from '../../lib/forms/problems';

export interface AddressValues {
  name: string;
  company: string;
  line1: string;
  line2: string;
  city: string;
  province: string;
  postalCode: string;
  phone: string;
  instructions: string;
}
export type AddressField = keyof AddressValues;

export const ADDRESS_FIELDS: readonly AddressField[] = [
  'name',
  'company',
  'line1',
  'line2',
  'city',
  'province',
  'postalCode',
  'phone',
  'instructions',
];

export function emptyAddress(): AddressValues {
  return { name: '', company: '', line1: '', line2: '', city: '', province: 'QC', postalCode: '', phone: '', instructions: '' };
}

export function addressValuesOf(a: Address): AddressValues {
  return {
    name: a.name,
    company: a.company ?? '',
    line1: a.line1,
    line2: a.line2 ?? '',
    city: a.city,
    province: a.province,
    postalCode: a.postalCode,
    phone: a.phone ?? '',
    instructions: a.instructions ?? '',
  };
}

/** Nothing typed in the fields a person fills (the province select always has a value). */
export function isBlankAddress(v: AddressValues): boolean {
  return (['name', 'company', 'line1', 'line2', 'city', 'postalCode', 'phone', 'instructions'] as const).every((k) => v[k].trim() === '');
}

const S = AddressInput.shape;

/**
 * A complete address as typed (ADR 205): the contract's own fields (AddressInput: line 1, city,
 * a 2-letter province and a Canadian postal code required; the lengths), plus the phone's shape.
 */
export const AddressFormSchema = z.object({
  name: S.name,
  company: S.company,
  line1: S.line1,
  line2: S.line2,
  city: S.city,
  province: S.province,
  postalCode: S.postalCode,
  phone: S.phone.refine((v) => !v || PHONE_PATTERN.test(v), { message: 'phone' }),
  instructions: S.instructions,
});

/** The problems of a complete address by field (empty: it can be sent), from `AddressFormSchema`. */
export function addressProblems(values: AddressValues): FieldProblems<AddressField> {
  const parsed = AddressFormSchema.safeParse(values);
  const out: FieldProblems<AddressField> = {};
  if (parsed.success) return out;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AddressField;
    out[field] ??= problemOfIssue(issue as IssueLike, values[field]);
  }
  return out;
}

/** Rules of the contract (AddressInput) for the sign-up form, where the delivery address may stay blank. */
export function addressRules(required = true): Record<AddressField, FieldRule> {
  return {
    name: { max: 120 },
    company: { max: 120 },
    line1: { required, max: 200 },
    line2: { max: 200 },
    city: { required, max: 100 },
    province: { required },
    postalCode: { required, kind: 'postalCode' },
    phone: { kind: 'phone', max: 40 },
    instructions: { max: 500 },
  };
}

const orNull = (s: string): string | null => (s.trim() === '' ? null : s.trim());

/** The contract body of one address (empty optional fields are left out or null). */
export function addressBody(v: AddressValues, addressType: 'B' | 'S'): SaveAddressBody {
  return {
    addressType,
    ...(v.name.trim() ? { name: v.name.trim() } : {}),
    company: orNull(v.company),
    line1: v.line1.trim(),
    line2: orNull(v.line2),
    city: v.city.trim(),
    province: v.province,
    postalCode: v.postalCode.trim(),
    country: 'CA',
    phone: orNull(v.phone),
    instructions: orNull(v.instructions),
  };
}

/**
 * A picked suggestion (a postal-code area and its city): fills city and province, and starts the
 * postal code with the area's characters unless the typed code already starts with them.
 */
export function applySuggestion(v: AddressValues, s: { postalCode: string; city: string; province: string }): AddressValues {
  const area = normalizePostalCode(s.postalCode);
  const typed = normalizePostalCode(v.postalCode);
  const postalCode = typed.startsWith(area) ? v.postalCode : area.length > 3 ? `${area.slice(0, 3)} ${area.slice(3)}` : `${area} `;
  return { ...v, city: s.city || v.city, province: s.province || v.province, postalCode };
}
