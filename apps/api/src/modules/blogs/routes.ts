import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReply, GetBlogParams, GetBlogQuery, GetBlogReply, ImageFileParams, ListBlogsQuery, ListBlogsReply } from '@mijote/contracts';
import { AppError } from '../../errors.js';
import type { PageReads } from '../../plugins/page-reads.js';
import { CACHE, cacheFor } from '../catalogue/cache-control.js';
import type { FileStorage } from '../../storage/index.js';
import { resolveImage, sendImage } from '../uploads/images.js';
import { findBlogImage } from './repository.js';
import { getBlog, listBlogs, type BlogsDeps } from './service.js';

export const blogRoutes =
  (deps: BlogsDeps & { storage: FileStorage; reads?: PageReads | undefined }): FastifyPluginAsyncZod =>
  async (app) => {
    deps.reads?.add('/api/blogs', ListBlogsQuery, (q) => listBlogs(deps, q.language));
    deps.reads?.add('/api/blogs/:slug', GetBlogQuery, (q, slug) => getBlog(deps, GetBlogParams.parse({ slug }).slug, q.language));
    app.get(
      '/blogs',
      {
        schema: {
          tags: ['blog'],
          summary: 'Published articles of the blog in one language, newest first',
          querystring: ListBlogsQuery,
          response: { 200: ListBlogsReply, 400: ErrorReply },
        },
      },
      async (request, reply) => {
        // published articles change with the clock and with staff edits: kept, revalidated (ADR 240)
        cacheFor(reply, CACHE.content);
        return listBlogs(deps, request.query.language);
      },
    );

    app.get(
      '/blogs/:slug',
      {
        schema: {
          tags: ['blog'],
          summary: 'One article; a slug of the other language answers its twin (redirect when `slug` differs)',
          params: GetBlogParams,
          querystring: GetBlogQuery,
          response: { 200: GetBlogReply, 400: ErrorReply, 404: ErrorReply },
        },
      },
      async (request, reply) => {
        cacheFor(reply, CACHE.content);
        return getBlog(deps, request.params.slug, request.query.language);
      },
    );

    app.get(
      '/public/img/blogs/:file',
      {
        schema: {
          tags: ['images'],
          summary: 'An article picture: its uploaded JPEG, else a generated illustration (image/svg+xml)',
          params: ImageFileParams,
        },
      },
      async (request, reply) => {
        const m = /^([1-9]\d{0,8})\.jpg$/.exec(request.params.file);
        const row = m ? await findBlogImage(deps.db.db, Number(m[1])) : undefined;
        if (!row) throw AppError.notFound('image');
        return sendImage(request, reply, await resolveImage(deps.storage, row));
      },
    );
  };
