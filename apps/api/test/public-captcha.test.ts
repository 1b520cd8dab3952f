import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorReply } from '@mijote/contracts';
import { captchaFromConfig, recaptchaV3, skippedCaptcha } from '../src/modules/captcha/captcha.js';
import { createPublicTestApp, type PublicTestApp } from './public-helpers.js';

// A local stand-in for https://www.google.com/recaptcha/api/siteverify: the token says what to answer.
let server: Server;
let verifyUrl: string;
const seen: URLSearchParams[] = [];
const ANSWERS: Record<string, object> = {
  good: { success: true, score: 0.9, action: 'contactus' },
  borderline: { success: true, score: 0.5, action: 'contactus' },
  low: { success: true, score: 0.3, action: 'contactus' },
  other: { success: true, score: 0.9, action: 'referral' },
  bad: { success: false, 'error-codes': ['invalid-input-response'] },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      const token = form.get('response') ?? '';
      if (token === 'boom') {
        res.writeHead(500).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ANSWERS[token] ?? ANSWERS['bad']));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
});

function memoryLog() {
  const warnings: { obj: object; msg: string }[] = [];
  return { warnings, warn: (obj: object, msg: string) => warnings.push({ obj, msg }) };
}

describe('captcha adapter: skipped (no RECAPTCHA_SECRET, the local default)', () => {
  it('accepts and logs a warning', async () => {
    const log = memoryLog();
    const captcha = captchaFromConfig({ recaptchaSecret: undefined }, log);
    expect(captcha.mode).toBe('skip');
    expect(await captcha.verify({ token: undefined, action: 'contactus' })).toEqual({ ok: true, skipped: true, score: null });
    expect(log.warnings).toEqual([{ obj: { action: 'contactus' }, msg: expect.stringContaining('skipped') }]);
    expect(skippedCaptcha(log).mode).toBe('skip');
  });
});

describe('captcha adapter: reCAPTCHA v3', () => {
  const make = () => recaptchaV3({ secret: 's3cret', verifyUrl, log: memoryLog() });

  it('is chosen when a secret is set', () => {
    expect(captchaFromConfig({ recaptchaSecret: 'x' }, memoryLog()).mode).toBe('recaptcha');
  });

  it('accepts the expected action with a score of at least 0.5, posting secret, token and IP', async () => {
    expect(await make().verify({ token: 'good', action: 'contactus', remoteIp: '203.0.113.9' })).toEqual({
      ok: true,
      skipped: false,
      score: 0.9,
    });
    expect(await make().verify({ token: 'borderline', action: 'contactus' })).toMatchObject({ ok: true, score: 0.5 });
    const last = seen.find((f) => f.get('remoteip') === '203.0.113.9')!;
    expect(last.get('secret')).toBe('s3cret');
    expect(last.get('response')).toBe('good');
  });

  it('refuses a low score, another action, a rejected or missing token', async () => {
    expect(await make().verify({ token: 'low', action: 'contactus' })).toEqual({ ok: false, reason: 'low-score', score: 0.3 });
    expect(await make().verify({ token: 'other', action: 'contactus' })).toMatchObject({ ok: false, reason: 'wrong-action' });
    expect(await make().verify({ token: 'bad', action: 'contactus' })).toMatchObject({ ok: false, reason: 'rejected' });
    expect(await make().verify({ token: undefined, action: 'contactus' })).toMatchObject({ ok: false, reason: 'missing-token' });
  });

  it('reports an unavailable service (HTTP error or unreachable)', async () => {
    expect(await make().verify({ token: 'boom', action: 'contactus' })).toMatchObject({ ok: false, reason: 'unavailable' });
    const down = recaptchaV3({ secret: 's', verifyUrl: 'http://127.0.0.1:1/siteverify', log: memoryLog() });
    expect(await down.verify({ token: 'good', action: 'contactus' })).toMatchObject({ ok: false, reason: 'unavailable' });
  });
});

describe('forms through the reCAPTCHA adapter', () => {
  let t: PublicTestApp;
  beforeAll(async () => {
    t = await createPublicTestApp({ captcha: recaptchaV3({ secret: 's3cret', verifyUrl, log: memoryLog() }) });
  });
  afterAll(async () => {
    await t?.close();
  });
  const body = (token: string | undefined) => ({
    firstName: 'A',
    lastName: 'B',
    email: 'a@example.test',
    message: 'Hi',
    site: '21',
    reCaptchaToken: token,
  });

  it('accepts a good token for the form action (contact-us → contactus)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/forms/en/contact-us', payload: body('good') });
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 captcha-failed for a low score, a token of another form, or no token', async () => {
    for (const token of ['low', 'other', undefined]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/forms/en/contact-us', payload: body(token) });
      expect(res.statusCode).toBe(400);
      expect(ErrorReply.parse(res.json()).code).toBe('captcha-failed');
    }
  });
});
