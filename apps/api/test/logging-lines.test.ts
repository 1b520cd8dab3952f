// What the logs look like (ADR 218): readable lines in a terminal, JSON when piped or in
// production; one line per API call or page, none per static file; the safe error serializer
// and the redaction apply to both formats.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, isStaticFileRequest, logFormatFor, type LogFormat } from '../src/logging.js';
import { createTestApp, type TestApp } from './helpers.js';

function collector(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

describe('log format', () => {
  it.each([
    [{ logFormat: 'auto', isTTY: true, nodeEnv: undefined }, 'pretty'],
    [{ logFormat: 'auto', isTTY: true, nodeEnv: 'development' }, 'pretty'],
    [{ logFormat: 'auto', isTTY: true, nodeEnv: 'production' }, 'json'],
    [{ logFormat: 'auto', isTTY: false, nodeEnv: undefined }, 'json'],
    [{ logFormat: 'json', isTTY: true, nodeEnv: undefined }, 'json'],
    [{ logFormat: 'pretty', isTTY: false, nodeEnv: 'production' }, 'pretty'],
  ] as const)('%o gives %s', (opts, expected: LogFormat) => {
    expect(logFormatFor(opts)).toBe(expected);
  });

  it.each([
    ['/assets/entry-client-AbC123.js', true],
    ['/assets/global-9f8e.css?v=1', true],
    ['/assets/inter-latin.woff2', true],
    ['/favicon.svg', true],
    ['/video/la-mie-mijote-bakery.mp4', true],
    ['/api/public/img/products/poutine.svg', true],
    ['/api/public/uploaded-temp/abc.jpg', true],
    ['/en/', false],
    ['/fr/livraison-de-repas', false],
    ['/api/catalogue/from-prices', false],
    ['/api/blogs/some.slug', false],
    ['/sitemap.xml', false],
  ])('%s is a static file: %s', (url, expected) => {
    expect(isStaticFileRequest(url)).toBe(expected);
  });
});

describe('request lines', () => {
  const out = collector();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { loggerInstance: createLogger('info', 'json', out.stream) } });
  });
  afterAll(async () => t?.close());

  it('one JSON line per API call when it is answered; none for static files', async () => {
    for (const url of ['/api/health', '/api/nope', '/assets/entry-client-AbC123.js', '/favicon.svg', '/api/public/img/products/x.svg']) {
      await t.app.inject({ method: 'GET', url });
    }
    const lines = out
      .text()
      .trim()
      .split('\n')
      .map(
        (l) => JSON.parse(l) as { msg: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number },
      );
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
    const requests = lines.filter((l) => l.msg === 'request completed');
    expect(requests.map((l) => [l.req?.method, l.req?.url, l.res?.statusCode])).toEqual([
      ['GET', '/api/health', 200],
      ['GET', '/api/nope', 404],
    ]);
    expect(typeof requests[0]!.responseTime).toBe('number');
  });
});

describe('readable lines', () => {
  it('a request is one line with method, URL, status and time; secrets stay out as in JSON', () => {
    const out = collector();
    const log = createLogger('info', 'pretty', out.stream);
    log.info({ req: { method: 'GET', url: '/en/' }, res: { statusCode: 200 }, responseTime: 12.4, reqId: 'req-7' }, 'request completed');
    log.info({ payment: { card: '4242424242424242', number: '4242424242424242' } }, 'payment attempt');
    const failed = Object.assign(new Error('Failed query: insert into "account" params: secret@example.com'), {
      query: 'insert into "account" ("email") values ($1)',
      params: ['secret@example.com'],
    });
    log.error({ err: failed }, 'app error');
    const text = out.text();
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/en\/ 200 12 ms \{"reqId":"req-7"\}$/);
    expect(lines[1]).toMatch(/INFO: payment attempt/);
    expect(text).toContain('[Redacted]');
    expect(text).not.toContain('4242424242424242');
    expect(text).toContain('Failed query');
    expect(text).toContain('insert into \\"account\\"');
    expect(text).not.toContain('secret@example.com');
  });
});
