// Island: the home page's promo video (customer-side §1, §2; ADR 184). The poster illustration
// with a play button; the button swaps it for the brand's self-hosted video (WebM, MP4), playing,
// with captions in the page language. Nothing is downloaded before the visitor asks for it.
import { useEffect, useRef, useState } from 'react';
import { BakeryPoster, KitchenPoster } from '../components/page/posters';
import { PlayIcon } from '../components/ui/icons';

export interface PromoVideoProps {
  poster: 'kitchen' | 'bakery';
  posterLabel: string;
  playLabel: string;
  videoTitle: string;
  /** e.g. /video/mijote-kitchen (+ .webm, .mp4, .en.vtt, .fr.vtt); null: the poster only */
  video: string | null;
  lang: 'en' | 'fr';
  captionsLabel: string;
}

export default function PromoVideo({ poster, posterLabel, playLabel, videoTitle, video, lang, captionsLabel }: PromoVideoProps) {
  const [playing, setPlaying] = useState(false);
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (playing) ref.current?.focus();
  }, [playing]);

  if (playing && video) {
    return (
      <div className="poster">
        <video ref={ref} className="poster__video" controls autoPlay muted playsInline width={960} height={720} aria-label={videoTitle}>
          <source src={`${video}.webm`} type="video/webm" />
          <source src={`${video}.mp4`} type="video/mp4" />
          <track kind="captions" src={`${video}.${lang}.vtt`} srcLang={lang} label={captionsLabel} default />
        </video>
      </div>
    );
  }
  return (
    <div className="poster">
      {poster === 'bakery' ? <BakeryPoster label={posterLabel} /> : <KitchenPoster label={posterLabel} />}
      {video && (
        <button type="button" className="poster__play" onClick={() => setPlaying(true)}>
          <PlayIcon />
          <span>{playLabel}</span>
        </button>
      )}
    </div>
  );
}
