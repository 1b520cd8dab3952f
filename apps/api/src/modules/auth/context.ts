import type { DbHandle } from '@mijote/db';
import type { BackgroundTasks } from '../../background.js';
import type { AppConfig } from '../../config.js';
import type { AddressAutocomplete } from '../addresses/autocomplete.js';
import type { CaptchaVerifier } from '../captcha/captcha.js';
import type { PaymentGateway } from '../payments/gateway.js';
import type { AttemptLimiter } from './rate-limit.js';
import type { Sessions } from '../../plugins/session.js';

/** Who is calling: the session's account (set by the session hook of the /api scope). */
export interface AuthContext {
  accountId: number;
  uuid: string;
  userType: 'SU' | 'CU';
  isMasterLogin: boolean;
  csrfSecret: string;
  /** SHA-256 (hex) of the session token. */
  sessionHash: string;
  /** The account has a confirmed second factor (ADR 378). */
  secondFactorEnrolled: boolean;
  /** When this session last passed the second factor, or null (the step-up's clock). */
  secondFactorAt: Date | null;
  /** The session still waits for its code: set only on the routes a pending session may use. */
  secondFactorPending: boolean;
  /** The second factor passed recently enough for a money action (the step-up, ADR 378). */
  stepUpFresh: boolean;
}

/** What the auth, accounts, addresses and payments modules receive from buildApp. */
export interface AccountsContext {
  db: DbHandle;
  now: () => Date;
  config: AppConfig;
  sessions: Sessions;
  limiter: AttemptLimiter;
  payments: PaymentGateway;
  autocomplete: AddressAutocomplete;
  /** Work that runs beside the answers (the reset e-mail). */
  background: BackgroundTasks;
  /** How long a password-reset request takes to answer (ADR 199). */
  resetAnswerMs: number;
  /** The captcha of the public forms; past the per-e-mail login limit, a valid token is a proof (ADR 376). */
  captcha: CaptchaVerifier;
}
