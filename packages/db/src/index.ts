// @mijote/db: schema, database handle (PGlite or PostgreSQL), migrations, passwords, demo seed.
export {
  createDb,
  pgliteHandle,
  readAll,
  postgresHandle,
  DEFAULT_DATA_DIR,
  type CreateDbOptions,
  type Db,
  type DbHandle,
  type DbKind,
  type DbOrTx,
  type Schema,
  type Tx,
} from './client.js';
export { isUniqueViolation } from './errors.js';
export { migrate, listTables, migrationCount, appliedMigrationCount, MIGRATIONS_FOLDER } from './migrate.js';
export { percentOf, silentProgress, type ProgressReporter } from './progress.js';
export * from './reference-data.js';
export { hashPassword, verifyPassword, needsRehash, ARGON2_OPTIONS } from './password.js';
export {
  seed,
  generateDemoHistory,
  HISTORY_DAYS,
  HISTORY_MARKER_KEY,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_TOTP_SECRET,
  DEMO_RECOVERY_CODES,
  SEED_MARKER_KEY,
  type DemoAccount,
  type DemoRole,
} from './seed/index.js';
export {
  createAccount,
  createAddress,
  creditCenturyDollars,
  addressSnapshot,
  type AccountRow,
  type AddressRow,
  type NewAccountInput,
  type NewAddressInput,
} from './factories.js';
export * as schema from './schema/index.js';
export * from './schema/index.js';
