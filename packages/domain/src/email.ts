/**
 * An e-mail address as the forms and the API accept it: zod's practical pattern (`z.email()`'s
 * default), written here once so the contracts (`EmailAddress`, the public forms) and the public
 * islands, which cannot load zod (ADR 173), check the same thing. At most 254 characters.
 */
/** An e-mail verification link works for this many hours (ADR 192); the account texts quote it. */
export const EMAIL_VERIFICATION_HOURS = 48;

export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
