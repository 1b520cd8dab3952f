// `npm run db:export -- <file>` and `npm run db:import -- <file>` (ADR 384): the embedded
// database of DATA_DIR (./data unless set, as the server reads it) to a file and back. Options:
// `--data-dir <dir>` names the PGlite directory itself instead of DATA_DIR/pglite; `--force` see
// backup.ts. Paths typed on the command line are relative to where npm was run from.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, exportPgliteDataDir, importPgliteDataDir, pgliteDirOf } from './backup.js';

const USAGE = `usage: npm run db:export -- <file> [--data-dir <dir>] [--force]
       npm run db:import -- <file> [--data-dir <dir>] [--force]
The embedded database is DATA_DIR/pglite (DATA_DIR: ./data unless set); the server must be stopped.
On PostgreSQL (DATABASE_URL) use scripts/backup-postgres.sh and scripts/restore-postgres.sh.`;

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || (command !== 'export' && command !== 'import') || positionals.length !== 1) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (process.env.DATABASE_URL && !values['data-dir']) {
    console.error('DATABASE_URL is set: this node runs on PostgreSQL, whose backup is scripts/backup-postgres.sh (or pass --data-dir).');
    return 2;
  }
  // npm runs scripts from the repository root; what was typed is relative to where it was typed
  const typedFrom = process.env.INIT_CWD ?? process.cwd();
  const file = path.resolve(typedFrom, positionals[0]!);
  const dataDir = values['data-dir']
    ? path.resolve(typedFrom, values['data-dir'])
    : path.resolve(pgliteDirOf(process.env.DATA_DIR || './data'));
  const started = Date.now();
  const took = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (command === 'export') {
    const { bytes } = await exportPgliteDataDir(dataDir, file, { force: values.force });
    console.log(`exported ${dataDir} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${took()}`);
  } else {
    const { movedAside } = await importPgliteDataDir(file, dataDir, { force: values.force });
    if (movedAside) console.log(`the previous ${dataDir} is now ${movedAside} (delete it once the import is checked)`);
    console.log(`imported ${file} into ${dataDir} in ${took()}; start the server on it`);
  }
  console.log(
    'Not in the file: DATA_DIR/uploads (uploaded files) and, unless set in the environment, DATA_DIR/encryption-key and session-secret; keep them with it.',
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof BackupError ? err.message : err);
    process.exit(1);
  },
);
