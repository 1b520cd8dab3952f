// Small generated illustrations of the page heroes (DESIGN.md: no stock photos).
import type { ReactNode } from 'react';
import type { PageConfig } from '../page-config';

type Art = NonNullable<PageConfig['art']>;

const SHAPES: Record<Art, ReactNode> = {
  mealDelivery: (
    <g>
      <rect x="50" y="60" width="140" height="80" rx="10" fill="var(--color-primary)" />
      <rect x="42" y="46" width="156" height="20" rx="8" fill="var(--color-primary-strong)" />
      <circle cx="92" cy="100" r="18" fill="var(--color-accent)" />
      <rect x="122" y="86" width="48" height="30" rx="6" fill="#6FA35C" />
    </g>
  ),
  catering: (
    <g>
      <ellipse cx="120" cy="110" rx="96" ry="34" fill="#fff" stroke="var(--color-line)" strokeWidth="3" />
      <circle cx="76" cy="100" r="13" fill="var(--color-primary)" />
      <circle cx="108" cy="94" r="13" fill="var(--color-accent)" />
      <circle cx="140" cy="100" r="13" fill="#6FA35C" />
      <circle cx="168" cy="108" r="11" fill="var(--color-primary)" />
      <circle cx="96" cy="120" r="11" fill="#E07B2A" />
    </g>
  ),
  restaurant: (
    <g>
      <rect x="56" y="70" width="128" height="80" fill="#fff" />
      <path d="M48 52h144l-10 26H58z" fill="var(--color-primary)" />
      <rect x="74" y="100" width="36" height="50" fill="var(--color-primary-strong)" />
      <rect x="126" y="100" width="40" height="28" fill="var(--color-accent-soft)" stroke="var(--color-line)" strokeWidth="2" />
    </g>
  ),
  corporateCafeteria: (
    <g>
      <rect x="30" y="90" width="180" height="56" rx="10" fill="var(--color-primary)" />
      <circle cx="86" cy="116" r="20" fill="#fff" />
      <circle cx="86" cy="116" r="11" fill="var(--color-accent)" />
      <rect x="124" y="102" width="60" height="28" rx="6" fill="#fff" />
    </g>
  ),
  schools: (
    <g>
      <rect x="70" y="62" width="74" height="84" rx="10" fill="var(--color-primary)" />
      <path d="M86 62V48h42v14" stroke="var(--color-primary-strong)" strokeWidth="8" fill="none" />
      <circle cx="172" cy="118" r="26" fill="#B3261E" />
      <path d="M172 92c0-10 6-16 16-16" stroke="var(--color-leaf)" strokeWidth="6" fill="none" strokeLinecap="round" />
    </g>
  ),
  gourmetCoffee: (
    <g>
      <path d="M78 78h76v38a30 30 0 0 1-30 30h-16a30 30 0 0 1-30-30z" fill="var(--color-primary)" />
      <path d="M154 88h12a12 12 0 0 1 0 24h-12" stroke="var(--color-primary)" strokeWidth="8" fill="none" />
      <path
        d="M100 64c-8-12 8-18 0-30M124 64c-8-12 8-18 0-30"
        stroke="var(--color-accent)"
        strokeWidth="6"
        strokeLinecap="round"
        fill="none"
      />
    </g>
  ),
  story: (
    <g>
      <rect x="60" y="48" width="120" height="100" rx="8" fill="#fff" stroke="var(--color-line)" strokeWidth="3" />
      <circle cx="100" cy="88" r="16" fill="var(--color-accent)" />
      <path d="M70 140l34-32 24 20 18-14 24 26z" fill="var(--color-primary)" />
    </g>
  ),
  gift: (
    <g>
      <rect x="62" y="74" width="116" height="74" rx="8" fill="var(--color-primary)" />
      <rect x="56" y="60" width="128" height="22" rx="6" fill="var(--color-primary-strong)" />
      <rect x="112" y="60" width="16" height="88" fill="var(--color-accent)" />
      <path
        d="M120 60c-12-22-40-18-30 0M120 60c12-22 40-18 30 0"
        stroke="var(--color-accent)"
        strokeWidth="7"
        fill="none"
        strokeLinecap="round"
      />
    </g>
  ),
  leaf: (
    <g>
      <path d="M70 140c0-60 50-96 110-96 0 60-40 100-100 100z" fill="var(--color-leaf)" />
      <path d="M74 138c26-30 50-52 90-78" stroke="#fff" strokeWidth="5" fill="none" strokeLinecap="round" />
    </g>
  ),
  press: (
    <g>
      <rect x="54" y="52" width="132" height="96" rx="6" fill="#fff" stroke="var(--color-line)" strokeWidth="3" />
      <rect x="68" y="66" width="104" height="14" rx="3" fill="var(--color-primary)" />
      <rect x="68" y="90" width="48" height="44" rx="3" fill="var(--color-accent)" />
      <path d="M126 94h46M126 108h46M126 122h36" stroke="var(--color-line)" strokeWidth="5" strokeLinecap="round" />
    </g>
  ),
  letter: (
    <g>
      <rect x="54" y="58" width="132" height="88" rx="8" fill="#fff" stroke="var(--color-line)" strokeWidth="3" />
      <path d="M58 64l62 46 62-46" stroke="var(--color-primary)" strokeWidth="6" fill="none" strokeLinejoin="round" />
      <circle cx="178" cy="62" r="16" fill="var(--color-accent)" />
    </g>
  ),
  star: (
    <g>
      <path d="M120 42l18 38 42 5-31 29 8 42-37-21-37 21 8-42-31-29 42-5z" fill="var(--color-accent)" />
      <circle cx="120" cy="100" r="12" fill="var(--color-primary)" />
    </g>
  ),
};

export function PageArt({ art }: { art: Art }) {
  return (
    <svg className="page-hero__art" viewBox="0 0 240 180" width="240" height="180" aria-hidden="true" focusable="false">
      <rect width="240" height="180" rx="16" fill="var(--color-primary-soft)" />
      {SHAPES[art]}
    </svg>
  );
}
