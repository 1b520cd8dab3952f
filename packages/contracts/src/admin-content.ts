// The back-office's site content (issue 14; back-office §2 Blogs: list and edit with an image; Home
// banners: five image slots; §3 Blog: Id, slug, image, Title, Description; banner slots en-lg,
// fr-lg, en-sm, fr-sm, mobile; §5 images JPEG ≤ 4 MB; §7 "Blogs: by slug, query, save", "GET
// /api/admin/home-banners/", "POST /api/admin/home-banners/{slot}, with tempImage"; ADR 246, 270).
import { BANNER_SLOTS } from '@mijote/domain';
import { z } from 'zod';
import { adminListQuery, adminListReply } from './admin.js';
import { IdOrZero, IsoDate, RequiredText, Text } from './primitives.js';
import { UPLOAD_NAME_PATTERN } from './uploads.js';

const Language = z.enum(['en', 'fr']);
const TempImage = Text(64).regex(UPLOAD_NAME_PATTERN).meta({ description: 'stored name answered by POST /api/upload (JPEG ≤ 4 MB)' });

// ── blogs ───────────────────────────────────────────────────────────────────

export const AdminBlogTranslation = z.object({
  LanguageCd: Language,
  Slug: z.string(),
  Title: z.string(),
  Description: z.string().meta({ description: 'the summary' }),
  Body: z.string().meta({ description: 'paragraphs separated by a blank line; "## " starts a subheading' }),
});

export const AdminBlog = z
  .object({
    Id: z.number().int(),
    ImageName: z.string().nullable(),
    ImageUrl: z.string(),
    Author: z.string(),
    PublishedOn: z.string().nullable().meta({ description: 'yyyy-MM-dd; shown from that day (Toronto); null: at once' }),
    IsPublished: z.boolean(),
    Translations: z.array(AdminBlogTranslation),
  })
  .meta({ id: 'AdminBlog' });
export type AdminBlog = z.infer<typeof AdminBlog>;

/** Lower-case words joined by dashes: the article's address in its language. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const AdminBlogBody = z
  .strictObject({
    Id: IdOrZero.optional(),
    Author: Text(120).default(''),
    PublishedOn: IsoDate.nullable().default(null),
    IsPublished: z.boolean().default(true),
    Translations: z
      .array(
        z.strictObject({
          LanguageCd: Language,
          Slug: Text(120).regex(BLOG_SLUG_PATTERN, 'lower-case words joined by dashes'),
          Title: RequiredText(200),
          Description: Text(1000).default(''),
          Body: Text(50_000).default(''),
        }),
      )
      .length(2, 'the article in English and in French')
      .refine((list) => new Set(list.map((t) => t.LanguageCd)).size === 2, 'one English and one French version'),
    tempImage: TempImage.optional(),
    removeImage: z.boolean().default(false),
    // read only
    ImageName: Text(200).nullable().optional(),
    ImageUrl: Text(300).optional(),
  })
  .refine((b) => !(b.tempImage && b.removeImage), { path: ['removeImage'], message: 'a new image or no image, not both' })
  .meta({ id: 'AdminBlogBody' });
export type AdminBlogBody = z.output<typeof AdminBlogBody>;

export const AdminBlogListQuery = adminListQuery(['publishedOn', 'id'] as const, 25).extend({
  published: z.enum(['y', 'n']).optional(),
});
export type AdminBlogListQuery = z.infer<typeof AdminBlogListQuery>;
export const AdminBlogListReply = adminListReply(AdminBlog).meta({ id: 'AdminBlogListReply' });
export type AdminBlogListReply = z.infer<typeof AdminBlogListReply>;

// ── home banners ────────────────────────────────────────────────────────────

export const BannerSlot = z.enum(BANNER_SLOTS);

/** Where a banner's uploaded image is served (its stored name changes with each new image). */
export function bannerImageUrl(imageName: string | null): string | null {
  return imageName ? `/api/public/img/banners/${imageName}` : null;
}

export const AdminHomeBanner = z
  .object({
    Slot: BannerSlot,
    ImageName: z.string().nullable(),
    ImageUrl: z.string().nullable().meta({ description: 'null: the slot shows no banner' }),
    LinkUrl: z.string().nullable(),
    UpdatedAt: z.string(),
    UpdatedByAccountId: z.number().int().nullable(),
  })
  .meta({ id: 'AdminHomeBanner' });
export type AdminHomeBanner = z.infer<typeof AdminHomeBanner>;
export const AdminHomeBannerListReply = z.array(AdminHomeBanner).meta({ id: 'AdminHomeBannerListReply' });

export const BannerSlotParams = z.object({ slot: BannerSlot });

/** A site path (/en/…) or an https address. */
const LinkUrl = Text(500).refine(
  (v) => /^\/(?!\/)[^\s]*$/.test(v) || /^https:\/\/[^\s/]+(\/[^\s]*)?$/.test(v),
  'a site path (/en/…) or an https:// address',
);

/** Replace a slot's image (`tempImage`), remove it, or change its link; the slot's other fields as GET answers them are ignored. */
export const AdminHomeBannerBody = z
  .strictObject({
    tempImage: TempImage.optional(),
    removeImage: z.boolean().default(false),
    LinkUrl: LinkUrl.nullable().optional(),
    Slot: BannerSlot.optional(),
    ImageName: Text(200).nullable().optional(),
    ImageUrl: Text(300).nullable().optional(),
    UpdatedAt: Text(40).optional(),
    UpdatedByAccountId: IdOrZero.nullable().optional(),
  })
  .refine((b) => !(b.tempImage && b.removeImage), { path: ['removeImage'], message: 'a new image or no image, not both' })
  .meta({ id: 'AdminHomeBannerBody' });
export type AdminHomeBannerBody = z.output<typeof AdminHomeBannerBody>;

/** The public side: each slot that has a banner (the home page picks its language's and size's). */
export const HomeBanner = z.object({ Slot: BannerSlot, ImageUrl: z.string(), LinkUrl: z.string().nullable() }).meta({ id: 'HomeBanner' });
export const HomeBannerListReply = z.array(HomeBanner).meta({ id: 'HomeBannerListReply' });
export type HomeBannerListReply = z.infer<typeof HomeBannerListReply>;
