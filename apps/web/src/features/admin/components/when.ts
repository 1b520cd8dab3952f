// When something happened, in Toronto and in the staff's language (`November 26, 2026, 10:04
// a.m.`): a record's history, an invoice's activity, a label sheet's or a route file's time. Its
// own module, so a screen that only shows times does not load the history component.
import { formatInstantDate, formatWallTime, torontoMoment, wallTimeFromMinutes } from '@mijote/domain';
import type { Lang } from '../../../lib/paths';

/** When, in Toronto: `November 26, 2026, 10:04 a.m.` */
export function when(at: string, lang: Lang): string {
  const d = new Date(at);
  const time = wallTimeFromMinutes(Math.floor(torontoMoment(d).seconds / 60));
  return `${formatInstantDate(d, lang, 'long')}, ${formatWallTime(time, lang)}`;
}
