// The profile forms' schemas (ADR 205), in their own module: a form imports it when it is first
// checked (ADR 230), so zod and the contracts' schemas stay out of the account page's first load.
import { ChangeEmailBody, GiftCardParams, UpdateAccountBody } from '@mijote/contracts';
import { z } from 'zod';
import { OptionalPhoneField } from '../../../lib/forms/schemas';

const yesNo = z.boolean().transform((on) => (on ? ('y' as const) : ('n' as const)));

/** The contract's body with both names required, the phones' shape and the opt-ins as boxes (ADR 205). */
export const PersonalSchema = UpdateAccountBody.required({ FirstName: true, LastName: true, PreferredLanguage: true }).extend({
  Phone: OptionalPhoneField(40),
  CellPhone: OptionalPhoneField(40),
  EmailOptIn: yesNo,
  TextMessageOptIn: yesNo,
});

export { ChangeEmailBody };

/** The gift card's code as the API's path takes it (GiftCardParams). */
export const GiftCardSchema = GiftCardParams.pick({ cardCode: true });
