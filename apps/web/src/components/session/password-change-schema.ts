// The password change form's schema (ADR 205), imported when the form is first checked (ADR 230).
import { ChangePasswordBody } from '@mijote/contracts';
import { NewPasswordField, passwordsMatch } from '../../lib/forms/schemas';

/** The contract's body, with the domain's password length and the confirmation checked first (ADR 205). */
export const PasswordChangeSchema = passwordsMatch(ChangePasswordBody.extend({ Password: NewPasswordField }), 'Password', 'Confirm');
