// The home page's banners (issue 14; back-office §2 Home banners: five image slots; §3 slots en-lg,
// fr-lg, en-sm, fr-sm, mobile; §5 JPEG ≤ 4 MB; §7 "GET /api/admin/home-banners/", "POST
// /api/admin/home-banners/{slot}, with tempImage"; ADR 270). A slot is a fixed record: it is never
// created or deleted, only given an image (or none) and a link; each change is in the audit log
// (entity home-banner, id the slot). The public side reads the table at each request
// (GET /api/home-banners, revalidated by its ETag), so a new banner shows at once.
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminHomeBanner,
  AdminHomeBannerBody,
  AdminHomeBannerListReply,
  AuditHistoryReply,
  BannerSlotParams,
  bannerImageUrl,
  ErrorReply,
} from '@mijote/contracts';
import type { DbHandle, DbOrTx } from '@mijote/db';
import { homeBanner } from '@mijote/db/schema';
import { BANNER_SLOTS } from '@mijote/domain';
import { AppError } from '../../errors.js';
import { catalogueChanged } from '../catalogue/catalogue-cache.js';
import type { FileStorage } from '../../storage/index.js';
import { auditHistory, recordAudit } from './audit.js';
import { keepImage } from './images.js';

type Row = typeof homeBanner.$inferSelect;
const toItem = (b: Row): AdminHomeBanner => ({
  Slot: b.slot,
  ImageName: b.imageName,
  ImageUrl: bannerImageUrl(b.imageName),
  LinkUrl: b.linkUrl,
  UpdatedAt: b.updatedAt.toISOString(),
  UpdatedByAccountId: b.updatedByAccountId,
});

/** The five slots in the spec's order (a slot the database lacks is made, empty). */
/** The banners' query, prepared once per database handle (read by every uncached home render; ADR 345). */
const bannerReads = new WeakMap<object, ReturnType<typeof buildBannerRead>>();
const buildBannerRead = (db: DbOrTx) => db.select().from(homeBanner).orderBy(asc(homeBanner.slot)).prepare('home_banners');

export async function bannerSlots(db: DbOrTx): Promise<Row[]> {
  let read = bannerReads.get(db);
  if (!read) bannerReads.set(db, (read = buildBannerRead(db)));
  const rows = await read.execute();
  return BANNER_SLOTS.map(
    (slot) =>
      rows.find((r) => r.slot === slot) ?? { slot, imageName: null, linkUrl: null, updatedByAccountId: null, updatedAt: new Date(0) },
  );
}

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply };

export const adminHomeBannerRoutes =
  (deps: { db: DbHandle; now: () => Date; storage: FileStorage }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    app.get(
      '/home-banners',
      { schema: { tags, summary: 'Home banners: the five slots', response: { 200: AdminHomeBannerListReply, ...errors } } },
      async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
        return (await bannerSlots(deps.db.db)).map(toItem);
      },
    );

    app.post(
      '/home-banners/:slot',
      {
        schema: {
          tags,
          summary: 'Home banners: a slot’s new image (tempImage), no image (removeImage) or link',
          params: BannerSlotParams,
          body: AdminHomeBannerBody,
          response: { 200: AdminHomeBanner, ...errors },
        },
      },
      async (request) => {
        if (!request.auth) throw AppError.unauthorized();
        const by = request.auth.accountId;
        const at = deps.now();
        const slot = request.params.slot;
        const body = request.body;
        return deps.db.db.transaction(async (tx) => {
          await tx.insert(homeBanner).values({ slot, updatedAt: at }).onConflictDoNothing();
          const [current] = await tx.select().from(homeBanner).where(eq(homeBanner.slot, slot)).for('update');
          const before = toItem(current!);
          const imageName = body.tempImage
            ? await keepImage(tx, deps.storage, body.tempImage)
            : body.removeImage
              ? null
              : current!.imageName;
          const [saved] = await tx
            .update(homeBanner)
            .set({
              imageName,
              linkUrl: body.LinkUrl === undefined ? current!.linkUrl : body.LinkUrl,
              updatedByAccountId: by,
              updatedAt: at,
            })
            .where(eq(homeBanner.slot, slot))
            .returning();
          const after = toItem(saved!);
          await recordAudit(tx, {
            actorAccountId: by,
            action: 'update',
            entity: 'home-banner',
            entityId: slot,
            before,
            after,
            at,
            ip: request.ip,
            requestId: request.id,
          });
          // the home page is kept by each node's page cache (ADR 197, 270)
          await catalogueChanged(tx);
          return after;
        });
      },
    );

    app.get(
      '/home-banners/:slot/history',
      {
        schema: {
          tags,
          summary: 'Home banners: who changed the slot, when, before and after',
          params: BannerSlotParams,
          response: { 200: AuditHistoryReply, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return auditHistory(deps.db.db, 'home-banner', request.params.slot);
      },
    );
  };
