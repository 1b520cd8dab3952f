// Shared pieces of the back-office catalogue and content tests (issue 14; ADR 270): a seeded app
// with the catalogue cache on (a minute, so a reply that changes proves the admin's change signal),
// its files in a temp directory, the clock pinned to Wednesday 09:00 of the seed's first menu week
// before any session exists, the demo super user signed in, and an image upload as staff make it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { UploadReply } from '@mijote/contracts';
import { DEMO_PASSWORD } from '@mijote/db';
import { suiteNow } from '@mijote/db/testing';
import { addDays, torontoInstant } from '@mijote/domain';
import { localDiskStorage } from '../src/storage/index.js';
import { rows } from './catalogue-helpers.js';
import { as, freshIp, loginAs, type Session } from './fixtures/accounts.js';
import { createTestApp, type TestApp } from './helpers.js';
import { jpegBytes, multipart, pdfBytes } from './public-helpers.js';

export interface AdminApp extends TestApp {
  su: Session;
  /** Monday of the seed's first menu week */
  week0: string;
  call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, session?: Session | null): Promise<LightMyRequestResponse>;
  /** POST /api/upload?purpose=image as the super user */
  upload(data: Buffer, filename?: string): Promise<LightMyRequestResponse>;
  /** a stored image name, ready to be a record's tempImage */
  uploadJpeg(size?: number): Promise<string>;
}

export async function createAdminApp(): Promise<AdminApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mijote-admin-'));
  let now = suiteNow();
  const t = await createTestApp({
    seed: true,
    config: { catalogueCacheMs: 60_000, dataDir, rateLimitMax: 10_000 },
    deps: { now: () => now, storage: localDiskStorage(path.join(dataDir, 'uploads')) },
  });
  const week0 = (await rows<{ monday: string }>(t, sql`select min(week_start)::text as monday from menu`))[0]?.monday;
  if (!week0) throw new Error('the seed has no menu');
  now = torontoInstant(addDays(week0, 2), '09:00:00');
  const su = await loginAs(t.app, 'admin@mijote.test', DEMO_PASSWORD);
  const upload = (data: Buffer, filename = 'photo.jpg') => {
    const { payload, headers } = multipart({ purpose: 'image' }, [{ filename, data }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, cookie: su.cookie, 'x-csrf-token': su.csrf },
      remoteAddress: freshIp(),
    });
  };
  return {
    ...t,
    su,
    week0,
    call: (method, url, payload, session = su) => as(t.app, session, method, url, payload),
    upload,
    async uploadJpeg(size = 2048) {
      const res = await upload(jpegBytes(size));
      if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
      return UploadReply.parse(res.json())[0]!;
    },
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export { jpegBytes, pdfBytes };
