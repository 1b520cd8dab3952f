import { describe, expect, it } from 'vitest';
import { checkUpload, MB, type UploadKind } from './uploads.js';

describe('upload limits', () => {
  it.each<{ kind: UploadKind; files: { type: string; size: number }[]; out: string }>([
    { kind: 'cv', files: [{ type: 'application/pdf', size: MB }], out: 'ok' },
    { kind: 'cv', files: [{ type: 'application/pdf', size: MB + 1 }], out: 'upload-too-large' },
    { kind: 'cv', files: [{ type: 'application/msword', size: 100 }], out: 'upload-wrong-type' },
    { kind: 'cv', files: [], out: 'upload-one-file' },
    { kind: 'image', files: [{ type: 'image/jpeg', size: 4 * MB }], out: 'ok' },
    { kind: 'image', files: [{ type: 'image/png', size: 100 }], out: 'upload-wrong-type' },
    { kind: 'image', files: [{ type: 'image/jpeg', size: 4 * MB + 1 }], out: 'upload-too-large' },
    {
      kind: 'image',
      files: [
        { type: 'image/jpeg', size: 1 },
        { type: 'image/jpeg', size: 1 },
      ],
      out: 'upload-one-file',
    },
  ])('$kind $files → $out', ({ kind, files, out }) => {
    expect(checkUpload(kind, files)).toBe(out);
  });
});
