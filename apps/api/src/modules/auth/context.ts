import type { DbHandle } from '@mijote/db';
import type { BackgroundTasks } from '../../background.js';
import type { AppConfig } from '../../config.js';
import type { Sessions } from '../../plugins/session.js';
import type { AddressAutocomplete } from '../addresses/autocomplete.js';
import type { PaymentGateway } from '../payments/gateway.js';
import type { AttemptLimiter } from './rate-limit.js';

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
