// Attempt limits of login, password reset, sign-up and card tokenization (ASVS 5 V6.3.1, ADR 083):
// per address and per e-mail, counted in PostgreSQL by the shared AttemptLimiter (ADR 198) so they
// hold across API nodes, read with the app's clock so tests can move time.
import type { LimitRule } from '../rate-limits/limiter.js';

export { AttemptLimiter, withRetryAfter, type LimitRule } from '../rate-limits/limiter.js';

/**
 * Failed logins per e-mail (ASVS: 10 or fewer is typical). Past it a login is not refused but needs
 * a second proof — a one-time sign-in link, or a captcha token when captcha is configured (ADR 376).
 */
export const LOGIN_EMAIL_LIMIT: LimitRule = { max: 10, windowMs: 15 * 60_000 };
/** Failed logins per IP: higher, an office or cafeteria shares one address. */
export const LOGIN_IP_LIMIT: LimitRule = { max: 20, windowMs: 15 * 60_000 };
/** Reset requests, per e-mail and per IP. */
export const RESET_LIMIT: LimitRule = { max: 10, windowMs: 15 * 60_000 };
/** Pre-register and register requests per IP (they reveal whether an e-mail is taken). */
export const SIGN_UP_LIMIT: LimitRule = { max: 20, windowMs: 15 * 60_000 };
/** Card tokenizations per IP (card-testing protection). */
export const TOKENIZE_LIMIT: LimitRule = { max: 20, windowMs: 15 * 60_000 };
/** E-mail verification links opened per IP (ADR 192; the tokens cannot be guessed, this keeps it so). */
export const VERIFY_EMAIL_LIMIT: LimitRule = { max: 20, windowMs: 15 * 60_000 };
/** New verification links asked for per account (each one is an e-mail we send). */
export const VERIFY_RESEND_LIMIT: LimitRule = { max: 3, windowMs: 60 * 60_000 };
/** New verification links asked for per IP (an office shares one address). */
export const VERIFY_RESEND_IP_LIMIT: LimitRule = { max: 20, windowMs: 60 * 60_000 };
/** Wrong current passwords per account (e-mail and password changes). */
export const PASSWORD_CHECK_LIMIT: LimitRule = { max: 10, windowMs: 15 * 60_000 };
/** One-time sign-in links e-mailed per account (each one is an e-mail we send, ADR 376). */
export const SIGN_IN_LINK_SEND_LIMIT: LimitRule = { max: 3, windowMs: 60 * 60_000 };
/** Sign-in links opened per IP (the tokens cannot be guessed, this keeps it so). */
export const SIGN_IN_LINK_OPEN_LIMIT: LimitRule = { max: 20, windowMs: 15 * 60_000 };
