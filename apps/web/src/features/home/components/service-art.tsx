// Small generated illustrations per service (DESIGN.md: no stock photos, no grey placeholders).
import type { ReactNode } from 'react';
export type ServiceArtKind = 'mealDelivery' | 'catering' | 'restaurant' | 'corporateCafeteria' | 'schools' | 'gourmetCoffee';

export function ServiceArt({ kind }: { kind: ServiceArtKind }) {
  return (
    <svg className="service-card__art" viewBox="0 0 160 96" width="160" height="96" aria-hidden="true" focusable="false">
      <rect width="160" height="96" rx="12" fill="var(--color-primary-soft)" />
      {ART[kind]}
    </svg>
  );
}

const ART: Record<ServiceArtKind, ReactNode> = {
  // a meal box with a lid
  mealDelivery: (
    <g>
      <rect x="42" y="34" width="76" height="44" rx="6" fill="var(--color-primary)" />
      <rect x="38" y="26" width="84" height="12" rx="5" fill="var(--color-primary-strong)" />
      <circle cx="66" cy="58" r="9" fill="var(--color-accent)" />
      <rect x="82" y="50" width="24" height="16" rx="4" fill="#6FA35C" />
    </g>
  ),
  // a platter of bites
  catering: (
    <g>
      <ellipse cx="80" cy="60" rx="54" ry="18" fill="#fff" stroke="var(--color-line)" strokeWidth="2" />
      <circle cx="56" cy="54" r="7" fill="var(--color-primary)" />
      <circle cx="74" cy="50" r="7" fill="var(--color-accent)" />
      <circle cx="92" cy="54" r="7" fill="#6FA35C" />
      <circle cx="108" cy="58" r="6" fill="var(--color-primary)" />
      <circle cx="66" cy="64" r="6" fill="#E07B2A" />
    </g>
  ),
  // a bistro storefront with an awning
  restaurant: (
    <g>
      <rect x="44" y="36" width="72" height="46" fill="#fff" />
      <path d="M40 28h80l-6 14H46z" fill="var(--color-primary)" />
      <path d="M52 28v14M68 28v14M84 28v14M100 28v14" stroke="var(--color-accent)" strokeWidth="4" />
      <rect x="54" y="52" width="22" height="30" fill="var(--color-primary-strong)" />
      <rect x="84" y="52" width="22" height="16" fill="var(--color-accent-soft)" stroke="var(--color-line)" />
    </g>
  ),
  // a cafeteria tray
  corporateCafeteria: (
    <g>
      <rect x="32" y="44" width="96" height="34" rx="6" fill="var(--color-primary)" />
      <circle cx="62" cy="58" r="11" fill="#fff" />
      <circle cx="62" cy="58" r="6" fill="var(--color-accent)" />
      <rect x="82" y="50" width="30" height="16" rx="4" fill="#fff" />
      <rect x="56" y="24" width="10" height="22" rx="3" fill="var(--color-accent)" />
    </g>
  ),
  // a school lunch bag and an apple
  schools: (
    <g>
      <rect x="50" y="34" width="44" height="48" rx="6" fill="var(--color-primary)" />
      <path d="M60 34v-8h24v8" stroke="var(--color-primary-strong)" strokeWidth="5" fill="none" />
      <circle cx="112" cy="64" r="16" fill="#B3261E" />
      <path d="M112 48c0-6 4-10 10-10" stroke="var(--color-leaf)" strokeWidth="4" fill="none" strokeLinecap="round" />
    </g>
  ),
  // a coffee cup with steam
  gourmetCoffee: (
    <g>
      <path d="M52 44h50v22a20 20 0 0 1-20 20h-10a20 20 0 0 1-20-20z" fill="var(--color-primary)" />
      <path d="M102 50h8a8 8 0 0 1 0 16h-8" stroke="var(--color-primary)" strokeWidth="5" fill="none" />
      <path d="M66 34c-6-8 6-12 0-20M82 34c-6-8 6-12 0-20" stroke="var(--color-accent)" strokeWidth="4" strokeLinecap="round" fill="none" />
    </g>
  ),
};
