import { and, desc, eq, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { blog, blogTranslation } from '@mijote/db/schema';
import type { Lang } from '@mijote/domain';

/** Published on or before `today` (yyyy-MM-dd, Toronto). */
const visible = (today: string) => and(eq(blog.isPublished, true), or(isNull(blog.publishedOn), lte(blog.publishedOn, today)));

export async function listPublishedBlogs(db: DbOrTx, language: Lang, today: string) {
  return db
    .select({
      id: blog.id,
      slug: blogTranslation.slug,
      title: blogTranslation.title,
      summary: blogTranslation.description,
      author: blog.author,
      publishedOn: blog.publishedOn,
    })
    .from(blog)
    .innerJoin(blogTranslation, and(eq(blogTranslation.blogId, blog.id), eq(blogTranslation.languageCd, language)))
    .where(visible(today))
    .orderBy(desc(blog.publishedOn), desc(blog.id));
}

/** The published article whose slug (in either language) is `slug`, with both translations. */
export async function findPublishedBlogBySlug(db: DbOrTx, slug: string, today: string) {
  const [hit] = await db
    .select({ blogId: blogTranslation.blogId, language: blogTranslation.languageCd })
    .from(blogTranslation)
    .innerJoin(blog, eq(blog.id, blogTranslation.blogId))
    .where(and(eq(blogTranslation.slug, slug), visible(today)))
    .orderBy(blogTranslation.languageCd)
    .limit(2);
  if (!hit) return undefined;
  const [article] = await db.select().from(blog).where(eq(blog.id, hit.blogId));
  const translations = await db.select().from(blogTranslation).where(eq(blogTranslation.blogId, hit.blogId));
  return article ? { article, translations } : undefined;
}

export async function findBlogImage(db: DbOrTx, id: number) {
  const [row] = await db.select({ imageName: blog.imageName, illustration: blog.illustration }).from(blog).where(eq(blog.id, id));
  return row;
}
