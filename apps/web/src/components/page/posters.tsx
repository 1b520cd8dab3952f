// The brands' poster illustrations (DESIGN.md: generated illustrations, not stock photos): the
// home page's promo poster and the first frame of each brand's promo video (ADR 184). Plain SVG
// coloured by the brand tokens; no context, so islands can render them too.
export function KitchenPoster({ label }: { label: string }) {
  return (
    <svg className="poster__art" viewBox="0 0 640 480" width="640" height="480" role="img" aria-label={label}>
      <defs>
        <linearGradient id="kp-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--color-accent-soft)" />
          <stop offset="1" stopColor="var(--color-primary-soft)" />
        </linearGradient>
        <linearGradient id="kp-pot" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--color-primary)" />
          <stop offset="1" stopColor="var(--color-primary-strong)" />
        </linearGradient>
      </defs>
      <rect width="640" height="480" fill="url(#kp-sky)" />
      <circle cx="520" cy="96" r="56" fill="var(--color-accent)" opacity="0.55" />
      {/* window light */}
      <path d="M40 60h150v170H40z" fill="#fff" opacity="0.45" />
      <path d="M115 60v170M40 145h150" stroke="var(--color-primary-soft)" strokeWidth="6" />
      {/* counter and board */}
      <rect y="352" width="640" height="128" fill="#E9D8BF" />
      <rect y="352" width="640" height="10" fill="#D9C29F" />
      <rect x="360" y="372" width="236" height="64" rx="14" fill="#C9965C" />
      <rect x="560" y="392" width="54" height="20" rx="10" fill="#B07F48" />
      {/* steam */}
      <g fill="none" stroke="#fff" strokeWidth="9" strokeLinecap="round" opacity="0.9">
        <path d="M214 150c-20-24 18-38 0-64" />
        <path d="M268 140c-22-28 22-44 0-76" />
        <path d="M322 150c-20-24 18-38 0-64" />
      </g>
      {/* pot */}
      <ellipse cx="268" cy="206" rx="146" ry="22" fill="var(--color-primary-strong)" />
      <path d="M122 206h292v108a40 40 0 0 1-40 40H162a40 40 0 0 1-40-40z" fill="url(#kp-pot)" />
      <path d="M100 232h26v28h-26a14 14 0 0 1 0-28zM436 232h-26v28h26a14 14 0 0 0 0-28z" fill="var(--color-primary-strong)" />
      <path d="M150 250h236" stroke="var(--color-accent)" strokeWidth="6" strokeLinecap="round" opacity="0.8" />
      <ellipse cx="268" cy="204" rx="128" ry="14" fill="#5a1029" />
      <ellipse cx="232" cy="201" rx="22" ry="6" fill="#E3A72F" opacity="0.9" />
      <ellipse cx="296" cy="205" rx="16" ry="5" fill="#6FA35C" opacity="0.9" />
      {/* beets */}
      <g>
        <circle cx="430" cy="352" r="34" fill="#8C1D40" />
        <path
          d="M430 318c-4-22-20-30-30-34M432 318c6-20 20-26 32-28"
          stroke="var(--color-leaf)"
          strokeWidth="7"
          strokeLinecap="round"
          fill="none"
        />
        <circle cx="500" cy="360" r="26" fill="#A3284F" />
        <path d="M500 334c0-16 10-24 20-28" stroke="var(--color-leaf)" strokeWidth="6" strokeLinecap="round" fill="none" />
        <circle cx="548" cy="372" r="22" fill="#E3A72F" />
        <path d="M548 350c-2-14-12-20-20-22" stroke="var(--color-leaf)" strokeWidth="5" strokeLinecap="round" fill="none" />
      </g>
      {/* carrots and herbs */}
      <path d="M40 410l120-22-8 18z" fill="#E07B2A" />
      <path d="M160 388l22-16M160 388l26-4M160 388l20 8" stroke="var(--color-leaf)" strokeWidth="5" strokeLinecap="round" />
      <path d="M70 440l110-14-8 16z" fill="#EA8C3A" />
      <circle cx="230" cy="420" r="10" fill="var(--color-leaf)" />
      <circle cx="248" cy="428" r="8" fill="#6FA35C" />
      <circle cx="262" cy="416" r="9" fill="var(--color-leaf)" />
    </svg>
  );
}

export function BakeryPoster({ label }: { label: string }) {
  return (
    <svg className="poster__art" viewBox="0 0 640 480" width="640" height="480" role="img" aria-label={label}>
      <defs>
        <linearGradient id="bp-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--color-accent-soft)" />
          <stop offset="1" stopColor="var(--color-accent)" />
        </linearGradient>
      </defs>
      <rect width="640" height="480" fill="url(#bp-sky)" />
      <circle cx="110" cy="100" r="60" fill="#fff" opacity="0.5" />
      {/* shelf */}
      <rect x="0" y="120" width="640" height="14" fill="var(--color-primary)" opacity="0.35" />
      <g fill="var(--color-primary)" opacity="0.55">
        <ellipse cx="420" cy="104" rx="44" ry="18" />
        <ellipse cx="520" cy="104" rx="44" ry="18" />
      </g>
      {/* counter */}
      <rect y="340" width="640" height="140" fill="#E9D3AC" />
      <rect y="340" width="640" height="10" fill="#D8BB8A" />
      {/* loaf */}
      <path d="M120 330c0-70 60-120 150-120s150 50 150 120v10a14 14 0 0 1-14 14H134a14 14 0 0 1-14-14z" fill="var(--color-primary)" />
      <path d="M190 250l30 50M260 232l10 62M330 240l-14 58" stroke="var(--color-accent)" strokeWidth="10" strokeLinecap="round" />
      {/* croissant */}
      <g transform="translate(470 330)">
        <path d="M-80 0c20-50 140-50 160 0-30-8-50-4-80 0-30-4-50-8-80 0z" fill="#C98A3E" />
        <path d="M-40-26l10 24M0-34v30M40-26l-10 24" stroke="#8A5A2B" strokeWidth="6" strokeLinecap="round" />
      </g>
      {/* wheat */}
      <g stroke="#8A5A2B" strokeWidth="5" strokeLinecap="round" fill="none">
        <path d="M70 470c10-60 20-110 40-150" />
        <path d="M100 346c-14-4-20-14-18-26 12 2 20 12 18 26zM94 372c-14-4-20-14-18-26 12 2 20 12 18 26zM108 352c14-6 18-18 14-28-12 4-18 16-14 28z" />
      </g>
      {/* steam */}
      <g fill="none" stroke="#fff" strokeWidth="8" strokeLinecap="round" opacity="0.85">
        <path d="M240 196c-16-20 14-32 0-54" />
        <path d="M296 190c-16-20 14-32 0-54" />
      </g>
    </svg>
  );
}
