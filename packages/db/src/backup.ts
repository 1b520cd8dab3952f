// Backups of the embedded database (issue 31, ADR 384): the whole PGlite data directory as one
// gzipped tarball (PGlite's dumpDataDir), and back into a new directory (its loadDataDir). A
// PGlite data directory belongs to one process at a time and PGlite has no lock of its own: while
// a server has it open, its postmaster.pid is there (PGlite removes it on close), and both
// commands refuse. PostgreSQL is backed up with pg_dump instead (scripts/backup-postgres.sh).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** A refusal or a failure worth one line to the operator (no stack trace). */
export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupOptions {
  /** Export: go on though postmaster.pid is there. Import: also replace a non-empty directory (moved aside). */
  force?: boolean;
}

/** The server's embedded data directory for a DATA_DIR (DATA_DIR/pglite, as server.ts opens it). */
export function pgliteDirOf(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

function refuseInUse(dataDir: string): never {
  throw new BackupError(
    `${dataDir} is in use: its postmaster.pid says a process has the embedded database open (a PGlite data directory ` +
      'belongs to one process at a time). Stop the Mijote server first (Ctrl-C or SIGTERM: it closes the database on ' +
      'its way out), then run this again. If no process has it open, the last one ended without closing it (killed): ' +
      'start and stop the server once, or pass --force.',
  );
}

/** Writes the data directory `dataDir` to `file` (a gzipped tarball), replacing `file` at the end only. */
export async function exportPgliteDataDir(dataDir: string, file: string, opts: BackupOptions = {}): Promise<{ bytes: number }> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new BackupError(`${dataDir} holds no embedded database (no PG_VERSION)`);
  if (existsSync(path.join(dataDir, 'postmaster.pid')) && !opts.force) refuseInUse(dataDir);
  const client = await PGlite.create(dataDir);
  let dump: Blob;
  try {
    // everything in the data files, not only in the WAL: the tarball opens without replaying it
    await client.query('checkpoint');
    dump = await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
  const bytes = Buffer.from(await dump.arrayBuffer());
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  await writeFile(partial, bytes);
  renameSync(partial, file); // an interrupted export leaves the previous file whole
  return { bytes: bytes.length };
}

/**
 * Loads `file` (made by exportPgliteDataDir) into `dataDir`, which must be missing or empty; with
 * `force` a non-empty one is moved aside to `<dataDir>.replaced-<time>` first (and put back if the
 * load fails). Resolves to where the old directory went, if anywhere.
 */
export async function importPgliteDataDir(file: string, dataDir: string, opts: BackupOptions = {}): Promise<{ movedAside: string | null }> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`${file}: no such backup file`);
  const tarball = new Blob([await readFile(file)]);
  let movedAside: string | null = null;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    if (existsSync(path.join(dataDir, 'postmaster.pid')) && !opts.force) refuseInUse(dataDir);
    if (!opts.force) {
      throw new BackupError(
        `${dataDir} is not empty: import into a new directory, or pass --force to replace it (it is moved aside, not deleted)`,
      );
    }
    movedAside = `${dataDir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, movedAside);
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    const client = await PGlite.create({ dataDir, loadDataDir: tarball });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    if (movedAside) renameSync(movedAside, dataDir);
    throw new BackupError(
      `${file} could not be loaded (${err instanceof Error ? err.message : String(err)})${movedAside ? `; ${dataDir} is as it was` : ''}`,
    );
  }
  return { movedAside };
}
