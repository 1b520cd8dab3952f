// Lazy route module of every public page but home (ADR 140): picks the page from the loader.
import { useLoaderData } from 'react-router';
import { BlogArticlePage, BlogHomePage } from '../features/blog/components/blog-pages';
import { MarketingPage } from '../features/pages/components/marketing-page';
import type { PublicPageData } from './public-data';
import { useLang } from './layout/use-lang';

export function Component() {
  const data = useLoaderData() as PublicPageData;
  const lang = useLang();
  switch (data.page) {
    case 'blogHome':
      return <BlogHomePage lang={lang} blogs={data.blogs} />;
    case 'blogArticle':
      return <BlogArticlePage lang={lang} article={data.article} />;
    case 'testimonials':
      return <MarketingPage id="testimonials" lang={lang} testimonials={data.testimonials} />;
    case 'employment':
      return <MarketingPage id="employment" lang={lang} provinces={data.provinces} />;
    case 'contactUs':
    case 'retailLocations':
      return <MarketingPage id={data.page} lang={lang} franchises={data.franchises} />;
    case 'giftCards':
      return <MarketingPage id="giftCards" lang={lang} giftCardAmounts={data.giftCardAmounts} />;
    default:
      return <MarketingPage id={data.page} lang={lang} />;
  }
}
