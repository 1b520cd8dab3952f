import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorReply, UPLOAD_NAME_PATTERN, UploadReply } from '@mijote/contracts';
import { upload } from '@mijote/db/schema';
import { buildApp } from '../src/app.js';
import { purgeTempUploads, UPLOAD_QUOTA } from '../src/modules/uploads/service.js';
import { freshIp } from './fixtures/accounts.js';
import { testConfig } from './helpers.js';
import {
  createPublicTestApp,
  jpegBytes,
  login,
  makeAccount,
  multipart,
  pdfBytes,
  superUser,
  type FilePart,
  type LoggedIn,
  type PublicTestApp,
} from './public-helpers.js';

const NOW = new Date('2026-11-20T15:00:00Z');
let t: PublicTestApp;
let su: LoggedIn;
let clock = NOW;
beforeAll(async () => {
  t = await createPublicTestApp({ deps: { now: () => clock } });
  su = await superUser(t);
});
afterAll(async () => {
  await t?.close();
});

/** An upload from a fresh address (the per-address quota has its own tests), as `as` when given. */
function send(fields: Record<string, string>, files: FilePart[], query = '', opts: { as?: LoggedIn; ip?: string } = {}) {
  const { payload, headers } = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/upload${query}`,
    payload,
    headers: { ...headers, ...opts.as?.headers },
    remoteAddress: opts.ip ?? freshIp(),
  });
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
    expect(row).toMatchObject({
      contentType: 'application/pdf',
      purpose: 'cv',
      isTemp: true,
      originalName: 'Mon CV.pdf',
      sizeBytes: 50_000,
    });
    expect(await readdir(path.join(t.dataDir, 'uploads', 'tmp'))).toContain(name);
  });

  it('takes the purpose as a query parameter too, and defaults to cv', async () => {
    expect((await send({}, [{ filename: 'a.pdf', data: pdfBytes() }])).statusCode).toBe(200);
    expect((await send({}, [{ filename: 'a.jpg', data: jpegBytes() }], '?purpose=image', { as: su })).statusCode).toBe(200);
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
    const res = await send({ purpose: 'cv' }, [
      { filename: 'cv.pdf', contentType: 'application/pdf', data: Buffer.from('I am not a PDF, just text.\n') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(ErrorReply.parse(res.json())).toMatchObject({ code: 'upload-wrong-type', params: { expected: 'pdf' } });
  });

  it('refuses a JPEG as a CV, even named .pdf', async () => {
    const res = await send({ purpose: 'cv' }, [{ filename: 'cv.pdf', contentType: 'application/pdf', data: jpegBytes(10_000) }]);
    expect(res.statusCode).toBe(415);
    expect(ErrorReply.parse(res.json()).code).toBe('upload-wrong-type');
  });

  it('images (super user): a 3 MB JPEG is fine, a PDF is not, a 5 MB JPEG is too large', async () => {
    const ok = await send({ purpose: 'image' }, [{ filename: 'dish.jpg', contentType: 'image/jpeg', data: jpegBytes(3 * MB) }], '', {
      as: su,
    });
    expect(ok.statusCode).toBe(200);
    expect(UploadReply.parse(ok.json())[0]).toMatch(/\.jpg$/);
    const pdf = await send({ purpose: 'image' }, [{ filename: 'dish.jpg', contentType: 'image/jpeg', data: pdfBytes() }], '', { as: su });
    expect(ErrorReply.parse(pdf.json()).code).toBe('upload-wrong-type');
    const big = await send({ purpose: 'image' }, [{ filename: 'dish.jpg', contentType: 'image/jpeg', data: jpegBytes(5 * MB) }], '', {
      as: su,
    });
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
    return UploadReply.parse((await send({ purpose }, [{ filename: 'x', data }], '', purpose === 'image' ? { as: su } : {})).json())[0]!;
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
    for (const bad of [
      '0'.repeat(32) + '.pdf',
      'nope',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2fsession-secret',
      'ABCDEF0123456789ABCDEF0123456789.pdf',
    ]) {
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

describe('POST /api/upload reads the whole file (ADR 196)', () => {
  const pdf = pdfBytes(3000);
  const pdfText = pdf.toString('latin1');
  const jpg = jpegBytes(4000);
  const withJs = Buffer.from(
    pdfText.replace(
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
    ),
    'latin1',
  );
  const fakePdfs: [string, Buffer][] = [
    ['a PDF header followed by HTML', Buffer.from('%PDF-1.7\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n')],
    [
      'a PDF header, HTML, then a real-looking trailer',
      Buffer.from('%PDF-1.4\n<!doctype html><script src=//evil.example/x.js></script>\ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n'),
    ],
    ['a real PDF with a script appended after %%EOF', Buffer.concat([pdf, Buffer.from('<script>alert(1)</script>\n')])],
    [
      'a real PDF with HTML between its objects',
      Buffer.from(pdfText.replace('2 0 obj', '<html><script>alert(1)</script></html>\n2 0 obj'), 'latin1'),
    ],
    ['a real PDF cut in the middle', pdf.subarray(0, Math.floor(pdf.length / 2))],
    [
      'objects with no cross-reference table nor trailer (the old fixture)',
      Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      ),
    ],
    [
      'a PDF whose cross-reference table points elsewhere',
      Buffer.from(
        pdfText.replace(/\n(\d{10}) 00000 n \n/, (_m, o: string) => `\n${String(Number(o) + 3).padStart(10, '0')} 00000 n \n`),
        'latin1',
      ),
    ],
    ['a PDF that runs JavaScript when opened', withJs],
  ];

  for (const [label, data] of fakePdfs) {
    it(`refuses ${label} as a CV: 415 upload-wrong-type, nothing stored`, async () => {
      const before = (await t.db.db.select({ id: upload.id }).from(upload)).length;
      const res = await send({ purpose: 'cv' }, [{ filename: 'cv.pdf', contentType: 'application/pdf', data }]);
      expect(res.statusCode, res.body).toBe(415);
      expect(ErrorReply.parse(res.json())).toMatchObject({ code: 'upload-wrong-type', params: { expected: 'pdf' } });
      expect((await t.db.db.select({ id: upload.id }).from(upload)).length).toBe(before);
    });
  }

  it('accepts real PDFs of other layouts: a cross-reference stream (pdf-lib) and a printed page (Chromium)', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    doc.addPage([612, 792]).drawText('Marie Roy, cuisinière');
    for (const useObjectStreams of [true, false]) {
      const data = Buffer.from(await doc.save({ useObjectStreams }));
      const res = await send({ purpose: 'cv' }, [{ filename: 'cv.pdf', data }]);
      expect(res.statusCode, `${useObjectStreams} ${res.body}`).toBe(200);
    }
  });

  const fakeJpegs: [string, Buffer][] = [
    [
      'JPEG magic bytes followed by HTML',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]),
    ],
    [
      'JPEG markers around zeros (the old fixture)',
      (() => {
        const b = Buffer.alloc(4096, 0);
        b.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46], 0);
        b.set([0xff, 0xd9], b.length - 2);
        return b;
      })(),
    ],
    ['a real JPEG with a script appended after EOI', Buffer.concat([jpg, Buffer.from('<script>alert(1)</script>')])],
    ['a real JPEG cut in the middle', jpg.subarray(0, Math.floor(jpg.length * 0.6))],
  ];

  for (const [label, data] of fakeJpegs) {
    it(`refuses ${label} as an image: 415 upload-wrong-type`, async () => {
      const res = await send({ purpose: 'image' }, [{ filename: 'dish.jpg', contentType: 'image/jpeg', data }], '', { as: su });
      expect(res.statusCode, res.body).toBe(415);
      expect(ErrorReply.parse(res.json())).toMatchObject({ code: 'upload-wrong-type', params: { expected: 'jpeg' } });
    });
  }
});

describe('POST /api/upload: who may upload what', () => {
  it('images are for super users: 401 anonymous, 403 customer (by field or query), 200 super user', async () => {
    const customer = await login(t, (await makeAccount(t.db.db)).email);
    const data = jpegBytes(2000);
    const anonymous = await send({ purpose: 'image' }, [{ filename: 'dish.jpg', data }]);
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'unauthorized']);
    expect((await send({}, [{ filename: 'dish.jpg', data }], '?purpose=image')).statusCode).toBe(401);
    const asCustomer = await send({ purpose: 'image' }, [{ filename: 'dish.jpg', data }], '', { as: customer });
    expect([asCustomer.statusCode, asCustomer.json().code]).toEqual([403, 'forbidden']);
    expect((await send({}, [{ filename: 'dish.jpg', data }], '?purpose=image', { as: customer })).statusCode).toBe(403);
    expect((await send({ purpose: 'image' }, [{ filename: 'dish.jpg', data }], '', { as: su })).statusCode).toBe(200);
    // a customer may still send a CV (the employment form)
    expect((await send({ purpose: 'cv' }, [{ filename: 'cv.pdf', data: pdfBytes() }], '', { as: customer })).statusCode).toBe(200);
  });

  it('anonymous CVs are kept to 1 MB even though images may be 4 MB', async () => {
    const res = await send({ purpose: 'cv' }, [{ filename: 'cv.pdf', data: pdfBytes(3 * MB) }]);
    expect(res.statusCode).toBe(413);
    expect(ErrorReply.parse(res.json())).toMatchObject({ code: 'upload-too-large', params: { maxBytes: MB, purpose: 'cv' } });
  });
});

describe('POST /api/upload: per-address quota (shared by every API node)', () => {
  it(`allows ${UPLOAD_QUOTA.max} uploads per address and hour, then 429 with Retry-After before reading the file`, async () => {
    const ip = freshIp();
    for (let i = 0; i < UPLOAD_QUOTA.max; i++) {
      const res = await send({ purpose: 'cv' }, [{ filename: 'cv.pdf', data: pdfBytes() }], '', { ip });
      expect(res.statusCode, `${i} ${res.body}`).toBe(200);
    }
    const before = (await t.db.db.select({ id: upload.id }).from(upload)).length;
    const over = await send({ purpose: 'cv' }, [{ filename: 'cv.pdf', data: pdfBytes() }], '', { ip });
    expect(over.statusCode).toBe(429);
    expect(ErrorReply.parse(over.json())).toMatchObject({ code: 'rate-limited', params: { retryAfterSeconds: 3600 } });
    expect(over.headers['retry-after']).toBe('3600');
    expect(over.headers['connection']).toBe('close');
    expect((await t.db.db.select({ id: upload.id }).from(upload)).length).toBe(before);
    // failed attempts count too: a bad file is still an upload
    expect((await send({ purpose: 'cv' }, [{ filename: 'cv.pdf', data: Buffer.from('nope') }], '', { ip })).statusCode).toBe(429);
    // another address is not affected; a super user has no quota
    expect((await send({ purpose: 'cv' }, [{ filename: 'cv.pdf', data: pdfBytes() }], '', { ip: freshIp() })).statusCode).toBe(200);
    expect((await send({ purpose: 'cv' }, [{ filename: 'cv.pdf', data: pdfBytes() }], '', { ip, as: su })).statusCode).toBe(200);
    // an hour later the address may upload again
    clock = new Date(NOW.getTime() + 61 * 60_000);
    try {
      expect((await send({ purpose: 'cv' }, [{ filename: 'cv.pdf', data: pdfBytes() }], '', { ip })).statusCode).toBe(200);
    } finally {
      clock = NOW;
    }
  });

  it('holds across two API nodes on one database, even when the uploads arrive at the same time', async () => {
    const second = await buildApp({
      db: t.db,
      config: testConfig({ dataDir: t.dataDir }),
      logger: false,
      now: () => clock,
      storage: t.storage,
    });
    await second.ready();
    try {
      const ip = freshIp();
      const { payload, headers } = multipart({ purpose: 'cv' }, [{ filename: 'cv.pdf', data: pdfBytes() }]);
      const results = await Promise.all(
        Array.from({ length: UPLOAD_QUOTA.max + 6 }, (_, i) =>
          (i % 2 === 0 ? t.app : second).inject({ method: 'POST', url: '/api/upload', payload, headers, remoteAddress: ip }),
        ),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(UPLOAD_QUOTA.max);
      expect(codes.filter((c) => c === 429)).toHaveLength(6);
    } finally {
      await second.close();
    }
  });
});

describe('POST /api/upload: malformed multipart bodies are 400, never 500', () => {
  const boundary = '----mijoteBoundary';
  const cases: [string, { headers: Record<string, string>; payload: string | Buffer }][] = [
    ['no boundary in the content type', { headers: { 'content-type': 'multipart/form-data' }, payload: `--${boundary}\r\n\r\n` }],
    ['an empty boundary', { headers: { 'content-type': 'multipart/form-data; boundary=' }, payload: 'x' }],
    [
      'a body cut inside the file part',
      {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n1 0 obj`,
      },
    ],
    [
      'a part without Content-Disposition',
      {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`,
      },
    ],
    [
      'part headers that never end',
      {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n${'X-Junk: y\r\n'.repeat(3000)}`,
      },
    ],
    [
      'a boundary that never appears',
      { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: 'just some bytes, no parts at all' },
    ],
    [
      'garbage bytes',
      {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.from([0, 255, 13, 10, 45, 45, 0, 1, 2, 3]),
      },
    ],
    [
      'a NUL in the field name and file name',
      {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="pur\u0000pose"\r\n\r\ncv\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c\u0000v.pdf"\r\n\r\nxx\r\n--${boundary}--\r\n`,
      },
    ],
    [
      'too many fields',
      {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload:
          Array.from({ length: 10 }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('') +
          `--${boundary}--\r\n`,
      },
    ],
  ];
  for (const [label, req] of cases) {
    it(label, async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/upload', ...req, remoteAddress: freshIp() });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(ErrorReply.safeParse(res.json()).success, res.body).toBe(true);
    });
  }
});
