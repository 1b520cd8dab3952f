import type { BrandId } from '../../lib/brand';

/** Brand mark: a beet for the main brand, a loaf for the bakery brand (decorative). */
export function BrandMark({ brand, size = 36 }: { brand: BrandId; size?: number }) {
  if (brand === 'bakery') {
    return (
      <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path d="M6 30c0-10 8-17 18-17s18 7 18 17v4a3 3 0 0 1-3 3H9a3 3 0 0 1-3-3z" fill="var(--color-primary)" />
        <path d="M15 20l3 8M24 18v9M33 20l-3 8" stroke="var(--color-accent)" strokeWidth="3" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M24 4c2 5 7 6 10 3-1 5-5 7-8 7" fill="none" stroke="var(--color-leaf)" strokeWidth="3" strokeLinecap="round" />
      <path d="M22 5c-2 4-6 5-9 3 1 4 5 6 8 6" fill="none" stroke="var(--color-leaf)" strokeWidth="3" strokeLinecap="round" />
      <circle cx="24" cy="28" r="15" fill="var(--color-primary)" />
      <path d="M16 25c5-4 11-4 16 0" stroke="var(--color-accent)" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <path d="M24 43v3" stroke="var(--color-primary)" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
