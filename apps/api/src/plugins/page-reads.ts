// The API reads a server render makes (the web bundle's `fetchApi`), answered in this process by
// the same functions the routes call, instead of a second request through Fastify (`app.inject`:
// routing, hooks, security headers, rate limits, validation and serialisation again for each read;
// ~0.4 ms of CPU each, 1.3 of the 4.6 ms an uncached home page cost: issue 17, ADR 345).
//
// A route module adds its read next to its route (`reads.add(path, query, read)`), with the route's
// own query schema and the function its handler returns; a path without a read here still goes
// through `app.inject`. `test/page-reads.test.ts` holds every read to its route's JSON.
import { z } from 'zod';
import { AppError } from '../errors.js';

export interface PageReadAnswer {
  status: number;
  json(): Promise<unknown>;
}

interface PageRead {
  query: z.ZodType;
  read(query: unknown, param: string | undefined): Promise<unknown>;
}

const answer = (status: number, body: unknown): PageReadAnswer => ({ status, json: async () => body });

export class PageReads {
  private readonly exact = new Map<string, PageRead>();
  /** `/api/blogs/` → the read of `/api/blogs/:slug` (one path segment after the prefix) */
  private readonly withParam = new Map<string, PageRead>();

  /**
   * `path` is the API path as the render asks for it (`/api/franchises`), or with one trailing
   * parameter (`/api/blogs/:slug`), passed to `read` decoded.
   */
  add<Q extends z.ZodType>(path: string, query: Q, read: (query: z.output<Q>, param: string | undefined) => Promise<unknown>): void {
    const entry: PageRead = { query, read: read as PageRead['read'] };
    const m = /^(.*\/):[a-z]+$/i.exec(path);
    if (m) this.withParam.set(m[1]!, entry);
    else this.exact.set(path, entry);
  }

  /** The answer to a GET of `apiPath`, or null when no read answers that path here. */
  async get(apiPath: string): Promise<PageReadAnswer | null> {
    const url = new URL(apiPath, 'http://in-process');
    let entry = this.exact.get(url.pathname);
    let param: string | undefined;
    if (!entry) {
      const cut = url.pathname.lastIndexOf('/') + 1;
      entry = this.withParam.get(url.pathname.slice(0, cut));
      if (!entry) return null;
      try {
        param = decodeURIComponent(url.pathname.slice(cut));
      } catch {
        return answer(400, null);
      }
    }
    const query = entry.query.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) return answer(400, null);
    try {
      return answer(200, await entry.read(query.data, param));
    } catch (err) {
      // what the route would have answered: its 4xx (not found, bad parameter), not a 500
      if (err instanceof AppError && err.statusCode < 500) return answer(err.statusCode, null);
      if (err instanceof z.ZodError) return answer(400, null);
      throw err;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The reads a server render makes in process (ADR 345). */
    pageReads: PageReads;
  }
}
