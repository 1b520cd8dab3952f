// Form schemas of the full client built from the contracts' pieces (ADR 205): the contract checks
// what the API checks; these add what the browser says first with the domain's rules (the password
// length, a phone number's shape, two passwords that match). Their output is the contract body.
import { NewPassword, Text } from '@mijote/contracts';
import { passwordLength, PHONE_PATTERN } from '@mijote/domain';
import type { z } from 'zod';

/** A new password: the contract's field with the domain's length rule (ADR 082). */
export const NewPasswordField = NewPassword.superRefine((value, ctx) => {
  const length = passwordLength(value);
  if (value !== '' && length !== 'ok') ctx.addIssue({ code: 'custom', message: length === 'too-short' ? 'passwordTooShort' : 'tooLong' });
});

/** An optional phone number: empty is null; else the domain's phone shape. */
export const OptionalPhoneField = (max: number) =>
  Text(max)
    .refine((v) => v === '' || PHONE_PATTERN.test(v), { message: 'phone' })
    .transform((v) => v || null);

/** The confirmation of a new password equals it (checked even when other fields fail). */
export function passwordsMatch<T extends z.ZodType<Record<string, unknown>>>(schema: T, password: string, confirm: string) {
  return schema.refine((v) => v[confirm] === '' || v[confirm] === v[password], {
    path: [confirm],
    message: 'passwordsMatch',
    when: () => true,
  });
}
