// File storage behind an interface (ARCHITECTURE.md: local disk by default, an S3-compatible
// bucket later). Files are addressed by their server-generated stored name only; a name that is
// not one of ours (UPLOAD_NAME_PATTERN) is refused here too, so no path from a client ever
// reaches the disk. Two areas: `tmp` (fresh uploads) and `files` (uploads a form, product or
// article uses). ADR 102.
import { isUploadName } from '@mijote/contracts';

export type StorageArea = 'tmp' | 'files';

export interface FileStorage {
  /** Stores a new upload in the tmp area. */
  saveTemp(name: string, data: Buffer): Promise<void>;
  /** Moves an upload from tmp to files (idempotent: already moved is fine). */
  commit(name: string): Promise<void>;
  /** Reads a file from one area, or from files then tmp when no area is given; null when absent. */
  read(name: string, area?: StorageArea): Promise<Buffer | null>;
  /** Deletes a file from both areas (absent is fine). */
  remove(name: string): Promise<void>;
}

export class InvalidStoredName extends Error {
  constructor(name: string) {
    super(`not a stored file name: ${JSON.stringify(name.slice(0, 80))}`);
    this.name = 'InvalidStoredName';
  }
}

export function assertStoredName(name: string): void {
  if (!isUploadName(name)) throw new InvalidStoredName(name);
}
