import { z } from 'zod';
import { Text } from './primitives.js';

// The Golden Beet / La Betterave dorée (customer-side.md §2, §7): GET /api/blogs?language and
// GET /api/blogs/{slug}?language. Images: GET /api/public/img/blogs/{id}.jpg.

export const BlogLanguage = z.enum(['en', 'fr']);

export function blogImageUrl(id: number): string {
  return `/api/public/img/blogs/${id}.jpg`;
}

export const ListBlogsQuery = z.object({ language: BlogLanguage.default('en') });
export type ListBlogsQuery = z.infer<typeof ListBlogsQuery>;

export const BlogSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    /** The spec's Description. */
    summary: z.string(),
    author: z.string(),
    publishedOn: z.string().nullable().meta({ description: 'yyyy-MM-dd' }),
    imageUrl: z.string(),
  })
  .meta({ id: 'BlogSummary' });
export type BlogSummary = z.infer<typeof BlogSummary>;

/** Newest first. */
export const ListBlogsReply = z.array(BlogSummary).meta({ id: 'ListBlogsReply' });
export type ListBlogsReply = z.infer<typeof ListBlogsReply>;

export const GetBlogParams = z.object({ slug: Text(200) });
export const GetBlogQuery = z.object({ language: BlogLanguage.default('en') });
export type GetBlogQuery = z.infer<typeof GetBlogQuery>;

export const BlogBlock = z.object({ type: z.enum(['heading', 'paragraph']), text: z.string() });
export type BlogBlock = z.infer<typeof BlogBlock>;

/**
 * One article in the requested language. When the requested slug is the other language's,
 * `slug` is this language's slug (≠ the requested one): the web redirects to it.
 */
export const GetBlogReply = BlogSummary.extend({
  language: BlogLanguage,
  /** Raw text: paragraphs separated by a blank line, '## ' starts a subheading. */
  body: z.string(),
  /** The body split into blocks (plain text; render without HTML). */
  blocks: z.array(BlogBlock),
  /** The article's slug in each language (hreflang, language switch). */
  slugs: z.object({ en: z.string(), fr: z.string() }),
}).meta({ id: 'GetBlogReply' });
export type GetBlogReply = z.infer<typeof GetBlogReply>;
