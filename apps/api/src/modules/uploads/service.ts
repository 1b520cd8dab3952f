// Uploads (ADR 102, 196): one file per request, checked by its magic bytes against the rule of its
// purpose (CV: one PDF ≤ 1 MB; image: one JPEG ≤ 4 MB — domain/uploads.ts), then read whole by a
// parser (file-structure.ts); an image is then decoded and re-encoded without metadata
// (image-reencode.ts, ADR 377) and only that output is kept. Stored under a random server-generated name in the tmp area, with a
// row in `upload`. Forms and the admin "keep" an upload (is_temp = false); unused temp uploads
// are purged after a day. Only super users upload images; everyone else uploads CVs within a
// per-address quota counted in the database (it holds across API nodes).
import { createHash, randomBytes } from 'node:crypto';
import type { UploadPurpose } from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { checkUpload, uploadMaxBytes } from '@mijote/domain';
import { AppError } from '../../errors.js';
import { errorText } from '../../logging.js';
import type { FileStorage } from '../../storage/index.js';
import type { LimitRule } from '../rate-limits/limiter.js';
import { detectType } from './content-type.js';
import { checkJpegStructure, checkPdfStructure } from './file-structure.js';
import { reencodeJpeg } from './image-reencode.js';
import { deleteStaleTempUploads, findTempUpload, insertUpload } from './repository.js';

export interface UploadsDeps {
  db: DbHandle;
  storage: FileStorage;
}

/** Uploads per address and hour for anyone but a super user (an applicant sends one CV, maybe a corrected one). */
export const UPLOAD_QUOTA: LimitRule = { max: 10, windowMs: 60 * 60_000 };

/** The largest file any upload kind accepts (the multipart limit). */
export const MAX_UPLOAD_BYTES = Math.max(uploadMaxBytes('cv'), uploadMaxBytes('image'));
/** How long an unused temp upload is kept (and served back). */
export const TEMP_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export function uploadTooLarge(purpose: UploadPurpose): AppError {
  const maxBytes = uploadMaxBytes(purpose);
  return new AppError(413, 'upload-too-large', `The file is larger than ${maxBytes / 1024 / 1024} MB`, { maxBytes, purpose });
}

/** Keeps only a harmless display name (shown to staff, never used as a path). */
export function displayName(clientName: string | undefined): string {
  const base = (clientName ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return clean || 'file';
}

export async function storeUpload(
  deps: UploadsDeps,
  input: { purpose: UploadPurpose; data: Buffer; clientName: string | undefined; now: Date; accountId?: number | null },
): Promise<{ storedName: string }> {
  if (input.data.length === 0) throw new AppError(400, 'upload-missing', 'No file was sent', {});
  const detected = detectType(input.data);
  const verdict = checkUpload(input.purpose, [{ type: detected?.contentType ?? 'application/octet-stream', size: input.data.length }]);
  if (verdict === 'upload-wrong-type') {
    throw new AppError(415, 'upload-wrong-type', input.purpose === 'cv' ? 'The file must be a PDF' : 'The file must be a JPEG image', {
      purpose: input.purpose,
      expected: input.purpose === 'cv' ? 'pdf' : 'jpeg',
    });
  }
  if (verdict === 'upload-too-large') throw uploadTooLarge(input.purpose);
  if (verdict !== 'ok' || !detected) throw new AppError(400, 'upload-one-file', 'Send exactly one file', {});
  const structure = detected.ext === 'pdf' ? await checkPdfStructure(input.data) : checkJpegStructure(input.data);
  if (!structure.ok) {
    throw new AppError(
      415,
      'upload-wrong-type',
      input.purpose === 'cv' ? 'The file is not a valid PDF document' : 'The file is not a valid JPEG image',
      {
        purpose: input.purpose,
        expected: input.purpose === 'cv' ? 'pdf' : 'jpeg',
        reason: structure.reason,
      },
    );
  }

  let data = input.data;
  if (detected.ext === 'jpg') {
    const image = await reencodeJpeg(input.data);
    if (!image.ok) {
      throw new AppError(415, 'upload-wrong-type', 'The file is not a valid JPEG image', {
        purpose: input.purpose,
        expected: 'jpeg',
        reason: image.reason,
      });
    }
    data = image.data;
  }

  const storedName = `${randomBytes(16).toString('hex')}.${detected.ext}`;
  await deps.storage.saveTemp(storedName, data);
  try {
    await insertUpload(deps.db.db, {
      storedName,
      originalName: displayName(input.clientName),
      contentType: detected.contentType,
      sizeBytes: data.length,
      purpose: input.purpose,
      sha256: createHash('sha256').update(data).digest('hex'),
      accountId: input.accountId ?? null,
      isTemp: true,
      createdAt: input.now,
    });
  } catch (err) {
    await deps.storage.remove(storedName).catch(() => undefined);
    throw err;
  }
  return { storedName };
}

/** A temp upload still waiting for its form, or null. */
export async function readTempUpload(
  deps: UploadsDeps,
  storedName: string,
  now: Date,
): Promise<{ data: Buffer; contentType: string } | null> {
  const row = await findTempUpload(deps.db.db, storedName);
  if (!row || now.getTime() - row.createdAt.getTime() > TEMP_UPLOAD_TTL_MS) return null;
  const data = await deps.storage.read(storedName, 'tmp');
  return data ? { data, contentType: row.contentType } : null;
}

/** Deletes temp uploads older than a day (rows first, then files). */
export async function purgeTempUploads(deps: UploadsDeps, now: Date): Promise<number> {
  const names = await deleteStaleTempUploads(deps.db.db, new Date(now.getTime() - TEMP_UPLOAD_TTL_MS));
  for (const name of names) await deps.storage.remove(name).catch(() => undefined);
  return names.length;
}

/** Hourly purge of stale temp uploads; server.ts starts it (buildApp never starts timers). */
export function startTempUploadPurge(
  deps: UploadsDeps & { log: { warn(obj: object, msg: string): void }; now?: () => Date },
  intervalMs = 60 * 60 * 1000,
): { stop(): void } {
  const run = () =>
    purgeTempUploads(deps, (deps.now ?? (() => new Date()))()).catch((err: unknown) =>
      deps.log.warn({ err: errorText(err) }, 'temp upload purge failed'),
    );
  const timer = setInterval(run, intervalMs);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
