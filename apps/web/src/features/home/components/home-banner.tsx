// The banner staff put up on the home page (back-office §2 Home banners, five slots; issue 14):
// the page's language's large image on wide screens, its small one on tablets, the "mobile" one on
// phones — each size falling back to the next one that has an image — linked where staff said.
// Rendered on the server (no script); nothing when no slot of the language has an image.
import type { HomeBannerListReply } from '@mijote/contracts';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../lib/paths';

export function HomeBanner({ banners, lang }: { banners: HomeBannerListReply | null; lang: Lang }) {
  const { t } = useTranslation('home');
  const slot = (name: string) => banners?.find((b) => b.Slot === name) ?? null;
  const large = slot(`${lang}-lg`);
  const small = slot(`${lang}-sm`);
  const phone = slot('mobile');
  const wide = large ?? small ?? phone;
  if (!wide) return null;
  const image = (
    <picture>
      {(phone ?? small) && <source media="(max-width: 40rem)" srcSet={(phone ?? small)!.ImageUrl} />}
      {small && <source media="(max-width: 64rem)" srcSet={small.ImageUrl} />}
      <img className="home-banner__image" src={wide.ImageUrl} alt={t('banner.alt')} loading="lazy" decoding="async" />
    </picture>
  );
  return (
    <section className="home-banner container" aria-label={t('banner.label')}>
      {wide.LinkUrl ? (
        <a className="home-banner__link" href={wide.LinkUrl}>
          {image}
        </a>
      ) : (
        image
      )}
    </section>
  );
}
