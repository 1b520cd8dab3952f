// Local disk storage: DATA_DIR/uploads/tmp and DATA_DIR/uploads/files. Files are written with a
// temporary name and renamed, so a reader never sees half a file; mode 0600 (never executable).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStoredName, type FileStorage, type StorageArea } from './file-storage.js';

function isMissing(err: unknown): boolean {
  return (err as NodeJS.ErrnoException)?.code === 'ENOENT';
}

export function localDiskStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  const dir = (area: StorageArea) => path.join(root, area);
  const file = (area: StorageArea, name: string) => {
    assertStoredName(name);
    return path.join(dir(area), name);
  };

  async function readArea(area: StorageArea, name: string): Promise<Buffer | null> {
    try {
      return await readFile(file(area, name));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    async saveTemp(name, data) {
      const target = file('tmp', name);
      await mkdir(dir('tmp'), { recursive: true });
      const partial = path.join(dir('tmp'), `.${randomBytes(8).toString('hex')}.part`);
      await writeFile(partial, data, { mode: 0o600, flag: 'wx' });
      await rename(partial, target);
    },
    async commit(name) {
      const from = file('tmp', name);
      const to = file('files', name);
      await mkdir(dir('files'), { recursive: true });
      try {
        await rename(from, to);
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },
    async read(name, area) {
      if (area) return readArea(area, name);
      return (await readArea('files', name)) ?? (await readArea('tmp', name));
    },
    async remove(name) {
      await rm(file('tmp', name), { force: true });
      await rm(file('files', name), { force: true });
    },
  };
}
