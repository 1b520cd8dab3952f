import { blogImageUrl, type BlogBlock, type BlogSummary, type GetBlogReply } from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { torontoDate, type Lang } from '@mijote/domain';
import { AppError } from '../../errors.js';
import { findPublishedBlogBySlug, listPublishedBlogs } from './repository.js';

export interface BlogsDeps {
  db: DbHandle;
  now: () => Date;
}

/** Paragraphs are separated by a blank line; a paragraph starting with '## ' is a subheading. */
export function bodyBlocks(body: string): BlogBlock[] {
  return body
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) =>
      p.startsWith('## ')
        ? { type: 'heading' as const, text: p.slice(3).trim() }
        : { type: 'paragraph' as const, text: p.replace(/\s*\n\s*/g, ' ') },
    );
}

export async function listBlogs(deps: BlogsDeps, language: Lang): Promise<BlogSummary[]> {
  const rows = await listPublishedBlogs(deps.db.db, language, torontoDate(deps.now()));
  return rows.map((r) => ({ ...r, imageUrl: blogImageUrl(r.id) }));
}

/**
 * The article in `language` for a slug of either language (a slug of the other language answers
 * the twin, whose `slug` differs from the one asked: the web redirects).
 */
export async function getBlog(deps: BlogsDeps, slug: string, language: Lang): Promise<GetBlogReply> {
  const found = await findPublishedBlogBySlug(deps.db.db, slug, torontoDate(deps.now()));
  const t = found?.translations.find((x) => x.languageCd === language);
  if (!found || !t) throw AppError.notFound('article');
  const slugOf = (lang: Lang) => found.translations.find((x) => x.languageCd === lang)?.slug ?? t.slug;
  return {
    id: found.article.id,
    language,
    slug: t.slug,
    title: t.title,
    summary: t.description,
    author: found.article.author,
    publishedOn: found.article.publishedOn,
    imageUrl: blogImageUrl(found.article.id),
    body: t.body,
    blocks: bodyBlocks(t.body),
    slugs: { en: slugOf('en'), fr: slugOf('fr') },
  };
}
