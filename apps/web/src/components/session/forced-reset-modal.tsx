// PLACEHOLDER — to be replaced by the accounts screens: the non-dismissable forced
// password-reset modal (customer-side §2, §4). Renders nothing yet.
export function ForcedPasswordResetModal() {
  return null;
}
