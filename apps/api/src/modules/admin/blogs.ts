// The blog articles of the back-office (issue 14; back-office §2 Blogs: list and edit with an image;
// §3 Blog: Id, slug, image, Title, Description; §7 "Blogs: by slug, query, save"; ADR 270). An
// article has its English and its French version, each with its own slug (unique in its language:
// 409 blog-slug-taken), one JPEG image and a publication day. The public blog reads the tables at
// each request (revalidated by its ETag), so an edit shows at once.
import { and, asc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  AdminBlog,
  AdminBlogBody,
  AdminBlogListQuery,
  AdminBlogListReply,
  blogImageUrl,
  type AdminBlogListQuery as ListQuery,
} from '@mijote/contracts';
import { isUniqueViolation, type DbOrTx } from '@mijote/db';
import { blog, blogTranslation } from '@mijote/db/schema';
import { AppError } from '../../errors.js';
import { catalogueChanged } from '../catalogue/catalogue-cache.js';
import type { FileStorage } from '../../storage/index.js';
import { containing, pageOf, type CollectionDef } from './collection.js';
import { keepImage } from './images.js';

type Row = typeof blog.$inferSelect;

async function load(db: DbOrTx, rows: Row[]): Promise<AdminBlog[]> {
  if (rows.length === 0) return [];
  const translations = await db
    .select()
    .from(blogTranslation)
    .where(
      inArray(
        blogTranslation.blogId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(blogTranslation.languageCd));
  return rows.map((b) => ({
    Id: b.id,
    ImageName: b.imageName,
    ImageUrl: blogImageUrl(b.id),
    Author: b.author,
    PublishedOn: b.publishedOn,
    IsPublished: b.isPublished,
    Translations: translations
      .filter((t) => t.blogId === b.id)
      .map((t) => ({ LanguageCd: t.languageCd, Slug: t.slug, Title: t.title, Description: t.description, Body: t.body })),
  }));
}

function where(db: DbOrTx, q: ListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.published) parts.push(eq(blog.isPublished, q.published === 'y'));
  if (q.search) {
    const like = containing(q.search);
    parts.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(blogTranslation)
          .where(and(eq(blogTranslation.blogId, blog.id), or(ilike(blogTranslation.title, like), ilike(blogTranslation.slug, like)))),
      ),
    );
  }
  return and(...parts);
}

const ORDER = { publishedOn: [blog.publishedOn], id: [blog.id] } as const;

async function writeTranslations(tx: DbOrTx, id: number, b: AdminBlogBody): Promise<void> {
  await tx.delete(blogTranslation).where(eq(blogTranslation.blogId, id));
  try {
    await tx.insert(blogTranslation).values(
      b.Translations.map((t) => ({
        blogId: id,
        languageCd: t.LanguageCd,
        slug: t.Slug,
        title: t.Title,
        description: t.Description,
        body: t.Body,
      })),
    );
  } catch (err) {
    if (isUniqueViolation(err, 'blog_translation_slug_uq'))
      throw new AppError(409, 'blog-slug-taken', 'Another article already uses this slug in this language');
    throw err;
  }
}

export function blogsCollection(storage: FileStorage): CollectionDef<AdminBlog, AdminBlogBody, ListQuery> {
  const imageOf = async (tx: DbOrTx, b: AdminBlogBody, current: string | null) =>
    b.tempImage ? keepImage(tx, storage, b.tempImage) : b.removeImage ? null : current;
  const get = async (db: DbOrTx, id: number) => (await load(db, await db.select().from(blog).where(eq(blog.id, id)).limit(1)))[0] ?? null;
  return {
    name: 'blogs',
    entity: 'blog',
    summary: 'Blog articles',
    item: AdminBlog,
    body: AdminBlogBody,
    listQuery: AdminBlogListQuery,
    listReply: AdminBlogListReply,
    // the rendered public pages (the blog) are kept by each node's page cache (ADR 197, 270)
    changed: catalogueChanged,
    async list(db, q) {
      const { rows, total } = await pageOf(db, blog, where(db, q), ORDER[q.sort], q);
      return { rows: await load(db, rows), total };
    },
    get,
    async create(tx, body, at) {
      const imageName = await imageOf(tx, body, null);
      const [row] = await tx
        .insert(blog)
        .values({
          imageName,
          author: body.Author,
          publishedOn: body.PublishedOn,
          isPublished: body.IsPublished,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: blog.id });
      await writeTranslations(tx, row!.id, body);
      return row!.id;
    },
    async update(tx, id, body, at) {
      const [current] = await tx.select({ imageName: blog.imageName }).from(blog).where(eq(blog.id, id)).for('update');
      const imageName = await imageOf(tx, body, current?.imageName ?? null);
      await tx
        .update(blog)
        .set({ imageName, author: body.Author, publishedOn: body.PublishedOn, isPublished: body.IsPublished, updatedAt: at })
        .where(eq(blog.id, id));
      await writeTranslations(tx, id, body);
    },
    async remove(tx, id) {
      await tx.delete(blog).where(eq(blog.id, id));
    },
  };
}
