// The arithmetic of the back-office's bar charts over time (issue 30, ADR 380), pure so that it is
// tested alone: which bars a range of days gets (a day each up to two months, then a week each, past
// a year a month each), every how many bars an axis label is written so that no two overlap, and
// where each bar goes, a negative amount below the zero line. The chart's units are its viewBox's
// (560 × 200): the SVG scales as a whole, so what does not overlap here overlaps on no screen.
import { addDays, daysBetween, formatSignedMoney, startOfWeek, type IsoDate, type Lang } from '@mijote/domain';

export type ChartGrain = 'day' | 'week' | 'month';

/** Up to this many days, a bar a day; then a bar a week (Monday to Sunday)… */
export const DAYS_BY_DAY = 62;
/** …and past this many, a bar a calendar month. */
export const DAYS_BY_WEEK = 366;

/** The bars' grain of a range of `days` days. */
export function chartGrain(days: number): ChartGrain {
  return days > DAYS_BY_WEEK ? 'month' : days > DAYS_BY_DAY ? 'week' : 'day';
}

/** One bar: the days it sums (its first and last, inside the range), and their amount. */
export interface ChartBucket {
  from: IsoDate;
  to: IsoDate;
  cents: number;
}

/**
 * The bars of a range of days (both ends included): every day of it (a day without a figure is 0),
 * or the days summed by week or by month, the first and last ones cut to the range. The amounts are
 * the given per-day figures, only added up (integer cents).
 */
export function chartBuckets(
  perDay: ReadonlyMap<string, number>,
  from: IsoDate,
  to: IsoDate,
  grain: ChartGrain = chartGrain(daysBetween(from, to) + 1),
): ChartBucket[] {
  const out: ChartBucket[] = [];
  let group = '';
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const g = grain === 'day' ? day : grain === 'week' ? startOfWeek(day) : day.slice(0, 7);
    const cents = perDay.get(day) ?? 0;
    const last = out.at(-1);
    if (last && g === group) {
      last.to = day;
      last.cents += cents;
    } else out.push({ from: day, to: day, cents });
    group = g;
  }
  return out;
}

/**
 * A label's width at the chart's 12 px (a sans-serif's advance widths, rounded up): narrow
 * punctuation and i/l, wide capitals and m/w, digits, the rest.
 */
export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) {
    if (/[\s.,:;'’il|!()\u00a0\u202f-]/.test(ch)) w += 3.4;
    else if (/[mwMWNDHOQGC$]/.test(ch)) w += 9.4;
    else if (/[A-Z0-9]/.test(ch)) w += 7.4;
    else w += 6.4;
  }
  return w;
}

/** The room between two labels. */
export const LABEL_GAP = 6;

/** Every how many bars an axis label is written: the fewest skipped so that no two labels overlap. */
export function labelEvery(labels: readonly string[], barStep: number): number {
  const widest = Math.max(0, ...labels.map(textWidth));
  return Math.max(1, Math.ceil((widest + LABEL_GAP) / barStep));
}

/** An amount written on a bar or on the scale: whole dollars. */
export const shortMoney = (cents: number, lang: Lang) =>
  formatSignedMoney(Math.round(cents / 100) * 100, lang, { wholeWithoutCents: true });

export interface ChartLayout {
  width: number;
  height: number;
  /** the plot's left and right edges (a scale's amounts sit left of `left`) */
  left: number;
  right: number;
  /** the zero line */
  axisY: number;
  /** each bar's slot and the bar's width in it */
  step: number;
  barWidth: number;
  /** each bar: its x, its top and its height (a negative amount's bar starts at the zero line and goes down) */
  bars: { x: number; y: number; height: number }[];
  /** each bar's amount is written on it (it fits over every bar); else the scale says the amounts */
  values: boolean;
  /** the amounts' baseline per bar: above a positive bar, below a negative one */
  valueY: number[];
  /** every how many bars an axis label is written (the first bar's always) */
  labelEvery: number;
  labelY: number;
  /** the scale at the left, when the amounts are not on the bars: the largest, 0 (unless crowded), the smallest */
  ticks: { cents: number; y: number; text: string }[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Where everything goes: amounts written over the bars when each fits in its slot (a week), else a
 * scale at the left (a month, a year); the zero line between the largest amount above and the
 * smallest below; the labels thinned by `labelEvery`, with room at the ends for the first and last.
 */
export function chartLayout(cents: readonly number[], labels: readonly string[], lang: Lang, width = 560, height = 200): ChartLayout {
  const n = Math.max(1, cents.length);
  const max = Math.max(0, ...cents);
  const min = Math.min(0, ...cents);
  const texts = cents.map((c) => (c === 0 ? '' : shortMoney(c, lang)));
  const widestLabel = Math.max(0, ...labels.map(textWidth));
  // first, amounts over the bars
  let left = 8;
  let right = 8;
  let step = (width - left - right) / n;
  const values = texts.every((t) => textWidth(t) + 2 <= step);
  let ticks: { cents: number; text: string }[] = [];
  if (!values) {
    ticks = [...(max > 0 ? [max] : []), 0, ...(min < 0 ? [min] : [])].map((c) => ({ cents: c, text: shortMoney(c, lang) }));
    left = Math.ceil(Math.max(...ticks.map((t) => textWidth(t.text)))) + 8;
    step = (width - left - right) / n;
  }
  // the first and last labels are centred on their bars: room for their halves
  const overhang = Math.ceil(widestLabel / 2 - step / 2) + 2;
  right = Math.max(right, overhang);
  if (values) left = Math.max(left, overhang);
  step = (width - left - right) / n;
  const every = labelEvery(labels, step);
  const labelY = height - 8;
  const top = values ? 18 : 10;
  const bottom = height - 28 - (values && min < 0 ? 14 : 0);
  const scale = (bottom - top) / (max - min || 1);
  const axisY = round1(top + max * scale);
  const barWidth = round1(step * 0.64);
  const bars = cents.map((c, i) => {
    const h = round1(Math.abs(c) * scale);
    return {
      x: round1(left + i * step + (step - barWidth) / 2),
      y: c >= 0 ? round1(axisY - h) : axisY,
      height: c === 0 ? 0 : Math.max(1, h),
    };
  });
  const valueY = bars.map((b, i) => ((cents[i] ?? 0) < 0 ? round1(b.y + b.height + 12) : round1(Math.max(12, b.y - 4))));
  // the scale's amounts: the largest and the smallest, and 0 unless one of them is too near it (the zero line says it)
  const yOf = (c: number) => round1(axisY - c * scale);
  const extremes = ticks.filter((t) => t.cents !== 0).map((t) => ({ ...t, y: yOf(t.cents) }));
  const crowded = extremes.some((t) => Math.abs(t.y - axisY) < 14);
  const placed = ticks.map((t) => ({ ...t, y: yOf(t.cents) })).filter((t) => t.cents !== 0 || !crowded);
  return { width, height, left, right, axisY, step, barWidth, bars, values, valueY, labelEvery: every, labelY, ticks: placed };
}
