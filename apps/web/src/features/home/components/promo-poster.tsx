import { useTranslation } from 'react-i18next';
import { Island } from '../../../islands/island';
import PromoVideo from '../../../islands/promo-video';
import { useSite } from '../../../lib/site';
import { useLang } from '../../../app/layout/use-lang';

/** The brand's promo video behind its poster (an island: the play button needs the client). */
export function PromoPoster() {
  const { t } = useTranslation('home');
  const { brand, brandInfo } = useSite();
  const lang = useLang();
  return (
    <Island
      name="promo-video"
      component={PromoVideo}
      props={{
        poster: brandInfo.poster,
        posterLabel: t(`hero.poster.alt.${brand}`),
        playLabel: t('hero.poster.play'),
        videoTitle: t('hero.poster.videoTitle'),
        video: brandInfo.promoVideo,
        lang,
        captionsLabel: t('hero.poster.captions'),
      }}
    />
  );
}
