// Issue 29 / ADR 377: an uploaded image is decoded and re-encoded before it is stored. Hostile
// JPEGs (script or PHP in a comment, an APP1 or APP13 segment, after EOI, inside the scan data)
// are either refused or stored re-encoded without the payload; the stored file (read from the
// storage directory) decodes to the same dimensions. A PNG is not an accepted image type.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorReply, UploadReply } from '@mijote/contracts';
import { upload } from '@mijote/db/schema';
import { MAX_IMAGE_PIXELS } from '../src/modules/uploads/image-reencode.js';
import { freshIp } from './fixtures/accounts.js';
import { createPublicTestApp, multipart, superUser, type LoggedIn, type PublicTestApp } from './public-helpers.js';

const NOW = new Date('2026-11-20T15:00:00Z');
let t: PublicTestApp;
let su: LoggedIn;
let clean: Buffer;
beforeAll(async () => {
  t = await createPublicTestApp({ deps: { now: () => NOW } });
  su = await superUser(t);
  // a real photo-like JPEG: a gradient, 320 × 240
  const raw = Buffer.alloc(320 * 240 * 3);
  for (let i = 0; i < 320 * 240; i++) raw.set([(i % 320) % 256, Math.floor(i / 320) % 256, 90], i * 3);
  clean = await sharp(raw, { raw: { width: 320, height: 240, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
});

function send(data: Buffer, filename = 'dish.jpg') {
  const { payload, headers } = multipart({ purpose: 'image' }, [{ filename, contentType: 'image/jpeg', data }]);
  return t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, ...su.headers }, remoteAddress: freshIp() });
}

const storedFile = (name: string) => readFile(path.join(t.dataDir, 'uploads', 'tmp', name));

/** A segment `FF marker, length, body`. */
function segment(marker: number, body: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}
const afterSoi = (jpg: Buffer, ...segments: Buffer[]) => Buffer.concat([jpg.subarray(0, 2), ...segments, jpg.subarray(2)]);

const SCRIPT = '<script>alert(1)</script>';
const PHP = '<?php system($_GET[c]); ?>';
const PAYLOADS = ['<script', '<?php', 'alert('];

function hostileSet(): [string, Buffer][] {
  // the scan data of the clean JPEG, overwritten in its middle by the payload (no 0xFF byte in it)
  const sos = clean.indexOf(Buffer.from([0xff, 0xda]));
  const inScan = Buffer.from(clean);
  inScan.write(SCRIPT + PHP, sos + Math.floor((clean.length - sos) / 2), 'latin1');
  return [
    ['a COM segment holding a script', afterSoi(clean, segment(0xfe, Buffer.from(SCRIPT)))],
    ['an APP1 (Exif-looking) segment holding PHP', afterSoi(clean, segment(0xe1, Buffer.from(`Exif\0\0${PHP}`)))],
    [
      'an APP13 (Photoshop) segment holding PHP and a script',
      afterSoi(clean, segment(0xed, Buffer.from(`Photoshop 3.0\0${PHP}${SCRIPT}`))),
    ],
    [
      'an APP1 XMP packet holding a script',
      afterSoi(clean, segment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${SCRIPT}</x:xmpmeta>`))),
    ],
    ['a script after EOI', Buffer.concat([clean, Buffer.from(SCRIPT)])],
    ['a script and PHP inside the scan data', inScan],
  ];
}

describe('uploaded images are re-encoded (ADR 377)', () => {
  it('stores none of the hostile payloads: each file is refused (415) or stored re-encoded, same size in pixels', async () => {
    const outcomes: string[] = [];
    for (const [label, data] of hostileSet()) {
      expect(
        PAYLOADS.some((p) => data.includes(p, 0, 'latin1')),
        label,
      ).toBe(true);
      const res = await send(data);
      if (res.statusCode === 415) {
        expect(ErrorReply.parse(res.json()), label).toMatchObject({ code: 'upload-wrong-type', params: { expected: 'jpeg' } });
        outcomes.push(`${label}: refused`);
        continue;
      }
      expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
      const [name] = UploadReply.parse(res.json());
      const stored = await storedFile(name!);
      for (const p of PAYLOADS) expect(stored.includes(p, 0, 'latin1'), `${label}: ${p}`).toBe(false);
      expect(stored.equals(data), label).toBe(false);
      const meta = await sharp(stored).metadata();
      expect(
        { format: meta.format, width: meta.width, height: meta.height, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc },
        label,
      ).toEqual({
        format: 'jpeg',
        width: 320,
        height: 240,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
      });
      // the upload row describes the stored file, not the one sent
      const [row] = await t.db.db.select().from(upload).where(eq(upload.storedName, name!));
      expect(row!.sizeBytes, label).toBe(stored.length);
      outcomes.push(`${label}: stored re-encoded`);
    }
    // the trailing script is refused by the marker walk; the segments are stripped by the re-encoding
    expect(outcomes).toContain('a script after EOI: refused');
    expect(outcomes).toContain('a COM segment holding a script: stored re-encoded');
    expect(outcomes).toContain('an APP13 (Photoshop) segment holding PHP and a script: stored re-encoded');
  });

  it('refuses a PNG, even one with a tEXt chunk holding a script: 415 upload-wrong-type, nothing stored', async () => {
    const png = await sharp(clean).png().toBuffer();
    const text = Buffer.concat([Buffer.from('tEXt'), Buffer.from(`Comment\0${SCRIPT}`)]);
    const chunk = Buffer.alloc(4);
    chunk.writeUInt32BE(text.length - 4);
    const hostile = Buffer.concat([png.subarray(0, 33), chunk, text, Buffer.alloc(4), png.subarray(33)]);
    const before = (await t.db.db.select({ id: upload.id }).from(upload)).length;
    for (const data of [png, hostile]) {
      const res = await send(data, 'dish.png');
      expect(res.statusCode).toBe(415);
      expect(ErrorReply.parse(res.json())).toMatchObject({ code: 'upload-wrong-type', params: { expected: 'jpeg' } });
    }
    expect((await t.db.db.select({ id: upload.id }).from(upload)).length).toBe(before);
  });

  it('a clean JPEG is stored re-encoded, keeps its dimensions and is served back', async () => {
    const res = await send(clean);
    expect(res.statusCode, res.body).toBe(200);
    const [name] = UploadReply.parse(res.json());
    const stored = await storedFile(name!);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 240]);
    const served = await t.app.inject({ method: 'GET', url: `/api/public/uploaded-temp/${name}` });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('applies the EXIF orientation before dropping it: a 320 × 240 picture tagged "rotate 90°" is stored 240 × 320', async () => {
    const rotated = await sharp(clean).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const res = await send(rotated);
    expect(res.statusCode, res.body).toBe(200);
    const meta = await sharp(await storedFile(UploadReply.parse(res.json())[0]!)).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([240, 320, undefined, undefined]);
  });

  it(`refuses a decompression bomb (a frame of more than ${MAX_IMAGE_PIXELS} pixels in a small file): 415, not a 500`, async () => {
    // 10 000 × 6 000 of one colour: a few hundred kB of JPEG, 60 million pixels
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#888' } })
      .jpeg({ quality: 10 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(4 * 1024 * 1024);
    const res = await send(bomb);
    expect(res.statusCode, res.body).toBe(415);
    expect(ErrorReply.parse(res.json())).toMatchObject({
      code: 'upload-wrong-type',
      params: { reason: `more than ${MAX_IMAGE_PIXELS} pixels` },
    });
  });
});
