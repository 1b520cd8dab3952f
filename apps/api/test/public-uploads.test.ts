import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorReply, UPLOAD_NAME_PATTERN, UploadReply } from '@mijote/contracts';
import { upload } from '@mijote/db/schema';
import { purgeTempUploads } from '../src/modules/uploads/service.js';
import { createPublicTestApp, jpegBytes, multipart, pdfBytes, type FilePart, type PublicTestApp } from './public-helpers.js';

const NOW = new Date('2026-11-20T15:00:00Z');
let t: PublicTestApp;
let clock = NOW;
beforeAll(async () => {
  t = await createPublicTestApp({ deps: { now: () => clock } });
});
afterAll(async () => {
  await t?.close();
});

function send(fields: Record<string, string>, files: FilePart[], query = '') {
  const { payload, headers } = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: `/api/upload${query}`, payload, headers });
}

const MB = 1024 * 1024;

describe('POST /api/upload', () => {
  it('stores a valid CV PDF under a random name and answers [name]', async () => {
    const res = await send({ purpose: 'cv' }, [{ filename: 'Mon CV.pdf', contentType: 'application/pdf', data: pdfBytes(50_000) }]);
    expect(res.statusCode).toBe(200);
    const [name] = UploadReply.parse(res.json());
    expect(name).toMatch(UPLOAD_NAME_PATTERN);
    expect(name).toMatch(/\.pdf$/);
    const [row] = await t.db.db.select().from(upload).where(eq(upload.storedName, name!));
    expect(row).toMatchObject({ contentType: 'application/pdf', purpose: 'cv', isTemp: true, originalName: 'Mon CV.pdf', sizeBytes: 50_000 });
    expect(await readdir(path.join(t.dataDir, 'uploads', 'tmp'))).toContain(name);
  });

  it('takes the purpose as a query parameter too, and defaults to cv', async () => {
    expect((await send({}, [{ filename: 'a.pdf', data: pdfBytes() }])).statusCode).toBe(200);
    expect((await send({}, [{ filename: 'a.jpg', data: jpegBytes() }], '?purpose=image')).statusCode).toBe(200);
    expect((await send({}, [{ filename: 'a.jpg', data: jpegBytes() }])).statusCode).toBe(415);
  });

  it('refuses a 2 MB PDF as a CV: 413 upload-too-large', async () => {
    const res = await send({ purpose: 'cv' }, [{ filename: 'big.pdf', contentType: 'application/pdf', data: pdfBytes(2 * MB) }]);
    expect(res.statusCode).toBe(413);
    expect(ErrorReply.parse(res.json())).toMatchObject({ code: 'upload-too-large', params: { maxBytes: MB } });
  });

  it('accepts a PDF of exactly 1 MB', async () => {
    expect((await send({ purpose: 'cv' }, [{ filename: 'cv.pdf', data: pdfBytes(MB) }])).statusCode).toBe(200);
  });

  it('refuses a fake PDF (a text file named .pdf, sent as application/pdf): 415 upload-wrong-type', async () => {
    const res = await send({ purpose: 'cv' }, [{ filename: 'cv.pdf', contentType: 'application/pdf', data: Buffer.from('I am not a PDF, just text.\n') }]);
    expect(res.statusCode).toBe(415);
    expect(ErrorReply.parse(res.json())).toMatchObject({ code: 'upload-wrong-type', params: { expected: 'pdf' } });
  });

  it('refuses a JPEG as a CV, even named .pdf', async () => {
    const res = await send({ purpose: 'cv' }, [{ filename: 'cv.pdf', contentType: 'application/pdf', data: jpegBytes(10_000) }]);
    expect(res.statusCode).toBe(415);
    expect(ErrorReply.parse(res.json()).code).toBe('upload-wrong-type');
  });

  it('images: a 3 MB JPEG is fine, a PDF is not, a 5 MB JPEG is too large', async () => {
    const ok = await send({ purpose: 'image' }, [{ filename: 'dish.jpg', contentType: 'image/jpeg', data: jpegBytes(3 * MB) }]);
    expect(ok.statusCode).toBe(200);
    expect(UploadReply.parse(ok.json())[0]).toMatch(/\.jpg$/);
    const pdf = await send({ purpose: 'image' }, [{ filename: 'dish.jpg', contentType: 'image/jpeg', data: pdfBytes() }]);
    expect(ErrorReply.parse(pdf.json()).code).toBe('upload-wrong-type');
    const big = await send({ purpose: 'image' }, [{ filename: 'dish.jpg', contentType: 'image/jpeg', data: jpegBytes(5 * MB) }]);
    expect(big.statusCode).toBe(413);
    expect(ErrorReply.parse(big.json()).code).toBe('upload-too-large');
  });

  it('refuses no file, an empty file, two files, an unknown purpose, a non-multipart body', async () => {
    const none = await send({ purpose: 'cv' }, []);
    expect([none.statusCode, ErrorReply.parse(none.json()).code]).toEqual([400, 'upload-missing']);
    const empty = await send({ purpose: 'cv' }, [{ filename: 'cv.pdf', data: Buffer.alloc(0) }]);
    expect(ErrorReply.parse(empty.json()).code).toBe('upload-missing');
    const two = await send({ purpose: 'cv' }, [
      { filename: 'a.pdf', data: pdfBytes() },
      { filename: 'b.pdf', data: pdfBytes() },
    ]);
    expect([two.statusCode, ErrorReply.parse(two.json()).code]).toEqual([400, 'upload-one-file']);
    const purpose = await send({ purpose: 'exe' }, [{ filename: 'a.pdf', data: pdfBytes() }]);
    expect([purpose.statusCode, ErrorReply.parse(purpose.json()).code]).toEqual([400, 'validation-failed']);
    const json = await t.app.inject({ method: 'POST', url: '/api/upload', payload: { file: 'x' } });
    expect([json.statusCode, ErrorReply.parse(json.json()).code]).toEqual([400, 'upload-missing']);
  });

  it('never uses a path from the client: traversal names are stored under a random name inside tmp', async () => {
    for (const filename of ['../../../../tmp/evil.pdf', '..\\..\\evil.pdf', '/etc/passwd', 'a/../../b.pdf']) {
      const res = await send({ purpose: 'cv' }, [{ filename, data: pdfBytes() }]);
      expect(res.statusCode).toBe(200);
      const [name] = UploadReply.parse(res.json());
      expect(name).toMatch(UPLOAD_NAME_PATTERN);
      const [row] = await t.db.db.select().from(upload).where(eq(upload.storedName, name!));
      expect(row!.originalName).not.toContain('/');
      expect(row!.originalName).not.toContain('\\');
    }
    const entries = await readdir(path.join(t.dataDir, 'uploads'), { recursive: true });
    expect(entries.every((e) => /^(tmp|files)(\/[a-f0-9]{32}\.(pdf|jpg))?$/.test(e))).toBe(true);
  });
});

describe('GET /api/public/uploaded-temp/{tempName}', () => {
  async function uploadOne(data: Buffer, purpose: 'cv' | 'image'): Promise<string> {
    return UploadReply.parse((await send({ purpose }, [{ filename: 'x', data }])).json())[0]!;
  }

  it('serves a PDF back with its type, as an attachment, with nosniff', async () => {
    const data = pdfBytes(3000);
    const name = await uploadOne(data, 'cv');
    const res = await t.app.inject({ method: 'GET', url: `/api/public/uploaded-temp/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(data)).toBe(true);
  });

  it('serves a JPEG inline', async () => {
    const name = await uploadOne(jpegBytes(2048), 'image');
    const res = await t.app.inject({ method: 'GET', url: `/api/public/uploaded-temp/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('answers 404 for unknown, malformed and traversal names', async () => {
    for (const bad of ['0'.repeat(32) + '.pdf', 'nope', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2fsession-secret', 'ABCDEF0123456789ABCDEF0123456789.pdf']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/public/uploaded-temp/${bad}` });
      expect(res.statusCode, bad).toBe(404);
    }
    const dots = await t.app.inject({ method: 'GET', url: '/api/public/uploaded-temp/../../package.json' });
    expect(dots.statusCode).toBe(404);
  });

  it('stops serving after a day, and the purge deletes stale temp uploads and their files', async () => {
    const name = await uploadOne(pdfBytes(), 'cv');
    clock = new Date(NOW.getTime() + 25 * 60 * 60 * 1000);
    try {
      expect((await t.app.inject({ method: 'GET', url: `/api/public/uploaded-temp/${name}` })).statusCode).toBe(404);
      const removed = await purgeTempUploads({ db: t.db, storage: t.storage }, clock);
      expect(removed).toBeGreaterThan(0);
      expect(await t.db.db.select().from(upload).where(eq(upload.storedName, name))).toEqual([]);
      expect(await t.storage.read(name)).toBeNull();
    } finally {
      clock = NOW;
    }
  });
});
