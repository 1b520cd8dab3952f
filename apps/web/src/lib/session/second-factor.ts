// The second factor of the session (issue 29, ADR 378): the state the login and status replies
// give (`secondFactor`, read defensively: older replies have none) and the calls of the code step,
// the enrolment and the step-up. The calls' paths are in ./api.ts.

export type SecondFactorState = 'none' | 'enrol' | 'required' | 'verified';

/** The session's second-factor state; `none` when the reply does not say. */
export function secondFactorOf(user: unknown): SecondFactorState {
  const v = (user as { secondFactor?: unknown } | null)?.secondFactor;
  return v === 'enrol' || v === 'required' || v === 'verified' ? v : 'none';
}

export interface VerifyReply {
  verifiedAt: string;
  recoveryCodesLeft: number;
  usedRecoveryCode: boolean;
}
export interface EnrolmentReply {
  secret: string;
  otpauthUri: string;
  qrSvg: string;
}

export { postEnrolment, postEnrolmentConfirm, postSecondFactorVerify } from './api';

/** What is sent: spaces and dashes of a TOTP code dropped; a recovery code trimmed and lowercased. */
export function normaliseCode(raw: string, recovery: boolean): string {
  return recovery ? raw.trim().toLowerCase() : raw.replace(/[\s-]/g, '');
}
