import type { DbHandle } from '@mijote/db';
import type { BackgroundTasks } from '../../background.js';
import type { AppConfig } from '../../config.js';
import type { AddressAutocomplete } from '../addresses/autocomplete.js';
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
}
