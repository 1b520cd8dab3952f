// The address form's values, rules and the contract body (ADR 088 field names). Shared by the
// sign-up form, the profile's address book and the checkout's new address.
import type { Address, SaveAddressBody } from '@mijote/contracts';
import { ADDRESS_MAX } from '@mijote/contracts/plain';
import { normalizePostalCode } from '@mijote/domain';
import { validate, type FieldProblems, type FieldRule } from '../../lib/form-validation';

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

/** The form's values of a saved address (the customer's own, or the back-office's `AdminAddress`). */
export function addressValuesOf(
  a: Pick<Address, 'name' | 'company' | 'line1' | 'line2' | 'city' | 'province' | 'postalCode' | 'phone' | 'instructions'>,
): AddressValues {
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

/** The problems of a complete address by field (empty: it can be sent): the contract's rules. */
export function addressProblems(values: AddressValues): FieldProblems<AddressField> {
  return validate(values, addressRules(true));
}

/** Rules of the contract (AddressInput) for the sign-up form, where the delivery address may stay blank. */
export function addressRules(required = true): Record<AddressField, FieldRule> {
  return {
    name: { max: ADDRESS_MAX.name },
    company: { max: ADDRESS_MAX.company },
    line1: { required, max: ADDRESS_MAX.line1 },
    line2: { max: ADDRESS_MAX.line2 },
    city: { required, max: ADDRESS_MAX.city },
    province: { required },
    postalCode: { required, kind: 'postalCode' },
    phone: { kind: 'phone', max: ADDRESS_MAX.phone },
    instructions: { max: ADDRESS_MAX.instructions },
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
