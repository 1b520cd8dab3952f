import { useLoaderData, useParams } from 'react-router';
import type { HomeData } from '../home-data';
import { usePageTitle } from '../../../lib/page-meta';
import { isLang } from '../../../lib/paths';
import { DivisionMoveModal } from './division-move-modal';
import { Hero } from './hero';
import { HomeBanner } from './home-banner';
import { Offers, Proof } from './proof';
import { Services } from './services';

export function HomePage() {
  const { lang: param } = useParams();
  const lang = isLang(param) ? param : 'en';
  usePageTitle('home');
  const data = useLoaderData() as HomeData | null;
  return (
    <>
      <Hero lang={lang} />
      <HomeBanner banners={data?.banners ?? null} lang={lang} />
      <Services lang={lang} prices={data?.prices ?? null} />
      <Proof lang={lang} franchiseCount={data?.franchiseCount ?? null} />
      <Offers lang={lang} />
      <DivisionMoveModal lang={lang} />
    </>
  );
}
