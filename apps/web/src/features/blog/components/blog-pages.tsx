// The Golden Beet / La Betterave dorée (customer-side §2): the list of the current language's
// articles and one article, both rendered on the server from the API.
import type { BlogSummary, GetBlogReply } from '@mijote/contracts';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../../components/page/breadcrumbs';
import { paths, type Lang } from '../../../lib/paths';

function formatDate(iso: string | null, lang: Lang): string | null {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );
}

function Byline({ author, publishedOn, lang }: { author: string; publishedOn: string | null; lang: Lang }) {
  const { t } = useTranslation('pages');
  const date = formatDate(publishedOn, lang);
  return (
    <p className="byline">
      {t('blog.by', { author })}
      {date && publishedOn && (
        <>
          {' · '}
          <time dateTime={publishedOn}>{date}</time>
        </>
      )}
    </p>
  );
}

export function BlogHomePage({ lang, blogs }: { lang: Lang; blogs: BlogSummary[] | null }) {
  const { t } = useTranslation('pages');
  return (
    <div className="page page--blog">
      <header className="page-hero page-hero--blog">
        <div className="container">
          <Breadcrumbs
            label={t('shared.breadcrumbs')}
            items={[{ href: paths.home(lang), label: t('common:pages.home') }]}
            current={t('common:pages.blogHome')}
          />
          <p className="eyebrow">{t('blogHome.eyebrow')}</p>
          <h1>{t('blogHome.title')}</h1>
          <p className="page-hero__lead">{t('blogHome.lead')}</p>
        </div>
      </header>
      <div className="container page-body">
        {blogs === null || blogs.length === 0 ? (
          <p className="notice">{blogs === null ? t('blog.unavailable') : t('blog.empty')}</p>
        ) : (
          <ul className="blog-grid">
            {blogs.map((b, i) => (
              <li key={b.id} className="blog-card">
                <img
                  src={b.imageUrl}
                  alt={t('blog.imageAlt', { title: b.title })}
                  width={640}
                  height={400}
                  loading={i < 2 ? 'eager' : 'lazy'}
                  decoding="async"
                  className="blog-card__image"
                />
                <div className="blog-card__body">
                  <h2>
                    <a href={paths.blogArticle(lang, b.slug)} className="blog-card__link">
                      {b.title}
                    </a>
                  </h2>
                  <Byline author={b.author} publishedOn={b.publishedOn} lang={lang} />
                  <p>{b.summary}</p>
                  <p className="blog-card__more" aria-hidden="true">
                    {t('blog.readMore')}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function BlogArticlePage({ lang, article }: { lang: Lang; article: GetBlogReply }) {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--article" aria-labelledby="article-title">
      <header className="page-hero page-hero--article">
        <div className="container container--narrow">
          <Breadcrumbs
            label={t('shared.breadcrumbs')}
            items={[
              { href: paths.home(lang), label: t('common:pages.home') },
              { href: paths.blogHome(lang), label: t('common:pages.blogHome') },
            ]}
            current={article.title}
          />
          <h1 id="article-title">{article.title}</h1>
          <Byline author={article.author} publishedOn={article.publishedOn} lang={lang} />
          <p className="page-hero__lead">{article.summary}</p>
        </div>
      </header>
      <div className="container container--narrow article-body">
        <img
          src={article.imageUrl}
          alt={t('blog.imageAlt', { title: article.title })}
          width={960}
          height={600}
          className="article-body__image"
          decoding="async"
        />
        {article.blocks.map((b, i) => (b.type === 'heading' ? <h2 key={i}>{b.text}</h2> : <p key={i}>{b.text}</p>))}
        <p className="article-body__back">
          <a href={paths.blogHome(lang)}>{t('blog.back')}</a>
        </p>
      </div>
    </article>
  );
}
