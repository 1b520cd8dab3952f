// Password length rules (ASVS 5 V6.2, ADR 082): 8 to 128 characters, counted as characters (an
// accented letter or an emoji is one), any characters allowed. The common-password blocklist and
// the "not your own e-mail or name" checks are the API's (they need its word list).
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** 'ok', or which length rule the password breaks. */
export function passwordLength(password: string): 'ok' | 'too-short' | 'too-long' {
  const n = [...password].length;
  if (n < PASSWORD_MIN_LENGTH) return 'too-short';
  if (n > PASSWORD_MAX_LENGTH) return 'too-long';
  return 'ok';
}
