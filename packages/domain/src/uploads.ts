// Upload limits: CV (employment form) one PDF of at most 1 MB; product, banner and blog images one
// JPEG of at most 4 MB (customer-side §5, back-office §5). 1 MB is 1 048 576 bytes.
export const MB = 1024 * 1024;

export type UploadKind = 'cv' | 'image';

const LIMITS: Record<UploadKind, { types: readonly string[]; maxBytes: number }> = {
  cv: { types: ['application/pdf'], maxBytes: 1 * MB },
  image: { types: ['image/jpeg'], maxBytes: 4 * MB },
};

/** The size limit of an upload kind, in bytes (CV 1 MB, image 4 MB). */
export function uploadMaxBytes(kind: UploadKind): number {
  return LIMITS[kind].maxBytes;
}

export type UploadCheck = 'ok' | 'upload-one-file' | 'upload-wrong-type' | 'upload-too-large';

export function checkUpload(kind: UploadKind, files: readonly { type: string; size: number }[]): UploadCheck {
  if (files.length !== 1) return 'upload-one-file';
  const [file] = files as [{ type: string; size: number }];
  const limit = LIMITS[kind];
  if (!limit.types.includes(file.type.toLowerCase())) return 'upload-wrong-type';
  if (file.size > limit.maxBytes) return 'upload-too-large';
  return 'ok';
}
