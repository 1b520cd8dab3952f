// The session and password endpoints of the accounts API (customer-side §3, §7, §8): the one
// place their paths are written. The session layer (./session.tsx) and the sign-in, sign-up and
// password forms call these; what a reply changes in the cache is the session layer's.
import type {
  ChangePasswordBody,
  LoginReply,
  OkReply,
  PreRegisterBody,
  PreRegisterReply,
  RegisterBody,
  ResetPasswordBody,
  ResetPasswordConfirmBody,
  ResetPasswordConfirmReply,
  ResetPasswordReply,
  StatusReply,
} from '@mijote/contracts';
import { apiFetch } from '../api-client';
import type { Lang } from '../paths';
import type { EnrolmentReply, VerifyReply } from './second-factor';

/** POST /accounts/me/status: the session's user (401 when there is none). */
export const fetchSessionStatus = () => apiFetch<StatusReply>('/accounts/me/status', { method: 'POST' });

/** `reCaptchaToken`: the second proof past the per-e-mail limit when reCAPTCHA is configured (ADR 376). */
export const postLogin = (email: string, password: string, lang: Lang, reCaptchaToken?: string) =>
  apiFetch<LoginReply>('/accounts/me/login', {
    method: 'POST',
    body: { email, password, site: '21', ...(reCaptchaToken ? { reCaptchaToken } : {}) },
    lang,
  });

export const postLogout = () => apiFetch<OkReply>('/accounts/me/logout', { method: 'POST' });

/** Sign-up step 1 (`search`: the page's `?site=…&isBbCorp=…`). */
export const postPreRegister = (body: PreRegisterBody, search: string, lang: Lang) =>
  apiFetch<PreRegisterReply>(`/accounts/pre-register${search}`, { method: 'POST', body, lang });

/** Sign-up step 2: the account is created and signed in. */
export const postRegister = (body: RegisterBody, search: string, lang: Lang) =>
  apiFetch<LoginReply>(`/accounts${search}`, { method: 'POST', body, lang });

/** "Forgot your password?": always the same answer, whether the e-mail exists or not. */
export const requestPasswordReset = (body: ResetPasswordBody, lang: Lang) =>
  apiFetch<ResetPasswordReply>('/accounts/me/reset-password', { method: 'POST', body, lang });

export const confirmPasswordReset = (body: ResetPasswordConfirmBody, lang: Lang) =>
  apiFetch<ResetPasswordConfirmReply>('/accounts/me/reset-password/confirm', { method: 'POST', body, lang });

/** The API clears a forced reset and ends the account's other sessions. */
export const changePassword = (uuid: string, body: ChangePasswordBody, lang: Lang) =>
  apiFetch<OkReply>(`/accounts/${uuid}/password`, { method: 'POST', body, lang });

// ── the second factor's calls (issue 29, ADR 378) ──
/** A 6-digit code of the authenticator app, or a recovery code (`xxxx-xxxx`). */
export const postSecondFactorVerify = (code: string, lang: Lang) =>
  apiFetch<VerifyReply>('/accounts/me/second-factor/verify', { method: 'POST', body: { code }, lang });

export const postEnrolment = (lang: Lang) => apiFetch<EnrolmentReply>('/accounts/me/second-factor/enrolment', { method: 'POST', lang });

export const postEnrolmentConfirm = (code: string, lang: Lang) =>
  apiFetch<{ recoveryCodes: string[] }>('/accounts/me/second-factor/enrolment/confirm', { method: 'POST', body: { code }, lang });
