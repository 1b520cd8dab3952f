// The profile address editor's schema (ADR 205): the contract's own fields (AddressInput) plus the
// phone's shape. Loaded on the form's first check only (ADR 230), so zod stays out of the page's
// first load.
import { AddressInput } from '@mijote/contracts';
import { PHONE_PATTERN } from '@mijote/domain';
import { z } from 'zod';

const S = AddressInput.shape;

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
