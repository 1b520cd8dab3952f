// The mobile cafeteria's same-day cut-off as said on its menu (customer-side §9: 9:59:59).
import type { Lang } from '../../../lib/paths';

/** A same-day cut-off `HH:mm:ss` as said in the language, seconds included (9:59:59 on mobile, §9). */
export function formatCutoff(time: string, lang: Lang): string {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  if (lang === 'fr') return `${h} h ${mm} min ${ss} s`;
  return `${h % 12 === 0 ? 12 : h % 12}:${mm}:${ss} ${h < 12 ? 'a.m.' : 'p.m.'}`;
}
