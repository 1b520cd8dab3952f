// The home page's banners, public side (issue 14; ADR 270): the slots that have an image, and the
// images themselves by their stored name (a new image has a new name, so each can be kept long).
// The home page shows the banner of its language and size (en-lg, fr-lg, en-sm, fr-sm, mobile).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReply, HomeBannerListReply, ImageFileParams, bannerImageUrl, isUploadName } from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { homeBanner } from '@mijote/db/schema';
import { AppError } from '../../errors.js';
import type { FileStorage } from '../../storage/index.js';
import { CACHE, cacheFor } from '../catalogue/cache-control.js';
import { bannerSlots } from '../admin/home-banners.js';
import { sendImage } from '../uploads/images.js';
import type { PageReads } from '../../plugins/page-reads.js';

/** The slots that have an image (GET /home-banners; the home page's read). */
async function homeBanners(db: DbHandle): Promise<HomeBannerListReply> {
  return (await bannerSlots(db.db)).flatMap((b) => {
    const url = bannerImageUrl(b.imageName);
    return url ? [{ Slot: b.slot, ImageUrl: url, LinkUrl: b.linkUrl }] : [];
  });
}

export const bannerRoutes =
  (deps: { db: DbHandle; storage: FileStorage; reads?: PageReads | undefined }): FastifyPluginAsyncZod =>
  async (app) => {
    deps.reads?.add('/api/home-banners', z.object({}), () => homeBanners(deps.db));
    app.get(
      '/home-banners',
      {
        schema: {
          tags: ['content'],
          summary: 'The home page’s banners: each slot (en-lg, fr-lg, en-sm, fr-sm, mobile) that has an image',
          response: { 200: HomeBannerListReply, 400: ErrorReply },
        },
      },
      async (_request, reply) => {
        // staff edits show at once: kept, revalidated each time (ADR 240)
        cacheFor(reply, CACHE.content);
        return homeBanners(deps.db);
      },
    );

    app.get(
      '/public/img/banners/:file',
      { schema: { tags: ['images'], summary: 'A home banner’s uploaded JPEG, by its stored name', params: ImageFileParams } },
      async (request, reply) => {
        const file = request.params.file;
        const [row] = isUploadName(file) ? await deps.db.db.select().from(homeBanner).where(eq(homeBanner.imageName, file)).limit(1) : [];
        const data = row ? await deps.storage.read(file).catch(() => null) : null;
        if (!data) throw AppError.notFound('image');
        return sendImage(request, reply, { body: data, contentType: 'image/jpeg' });
      },
    );
  };
