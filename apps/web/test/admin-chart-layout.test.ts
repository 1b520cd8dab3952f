// The back-office's bar charts over time (issue 30, ADR 380): the bars of a range (a day each up
// to two months, a week each up to a year, else a month each, the amounts only added up), axis
// labels thinned so that no two ever overlap, and a negative amount drawn below the zero line.
import { addDays, formatDate, formatSignedMoney } from '@mijote/domain';
import { describe, expect, it } from 'vitest';
import { chartBuckets, chartGrain, chartLayout, labelEvery, LABEL_GAP, textWidth } from '../src/features/admin/components/chart-layout';

const days = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));

describe('chartGrain', () => {
  it('a bar a day up to 62 days, a week up to 366, then a month', () => {
    expect([1, 7, 31, 62, 63, 92, 366, 367].map(chartGrain)).toEqual(['day', 'day', 'day', 'day', 'week', 'week', 'week', 'month']);
  });
});

describe('chartBuckets', () => {
  it('a month: one bar per day of the range, a day without a figure at 0, the figures as they are', () => {
    const perDay = new Map([
      ['2026-11-03', 1150],
      ['2026-11-04', -500],
      ['2026-10-31', 999], // outside the range: not shown
    ]);
    const bars = chartBuckets(perDay, '2026-11-01', '2026-11-30');
    expect(bars).toHaveLength(30);
    expect(bars.map((b) => b.from)).toEqual(days('2026-11-01', 30));
    expect(bars.every((b) => b.from === b.to)).toBe(true);
    expect(bars.find((b) => b.from === '2026-11-03')!.cents).toBe(1150);
    expect(bars.find((b) => b.from === '2026-11-04')!.cents).toBe(-500);
    expect(bars.reduce((a, b) => a + b.cents, 0)).toBe(650);
  });

  it('a quarter: a bar a week (Monday to Sunday), the first and last cut to the range, the sum kept', () => {
    // 2026-10-01 is a Thursday; 2026-12-31 a Thursday
    const perDay = new Map(days('2026-10-01', 92).map((d, i) => [d, i % 3 === 0 ? -100 : 250]));
    const bars = chartBuckets(perDay, '2026-10-01', '2026-12-31');
    expect(chartGrain(92)).toBe('week');
    expect(bars[0]).toMatchObject({ from: '2026-10-01', to: '2026-10-04' });
    expect(bars[1]).toMatchObject({ from: '2026-10-05', to: '2026-10-11' });
    expect(bars.at(-1)).toMatchObject({ from: '2026-12-28', to: '2026-12-31' });
    expect(bars).toHaveLength(14);
    expect(bars.reduce((a, b) => a + b.cents, 0)).toBe([...perDay.values()].reduce((a, c) => a + c, 0));
    // each bar is its days' sum
    for (const b of bars) {
      const inside = [...perDay].filter(([d]) => d >= b.from && d <= b.to).reduce((a, [, c]) => a + c, 0);
      expect(b.cents).toBe(inside);
    }
  });

  it('more than a year: a bar a calendar month', () => {
    const bars = chartBuckets(new Map([['2026-02-14', 700]]), '2025-12-15', '2026-12-16');
    expect(bars.map((b) => [b.from, b.to])).toEqual([
      ['2025-12-15', '2025-12-31'],
      ...Array.from({ length: 11 }, (_, m) => {
        const month = `2026-${String(m + 1).padStart(2, '0')}`;
        return [`${month}-01`, addDays(m === 11 ? '2027-01-01' : `2026-${String(m + 2).padStart(2, '0')}-01`, -1)];
      }),
      ['2026-12-01', '2026-12-16'],
    ]);
    expect(bars.find((b) => b.from === '2026-02-01')!.cents).toBe(700);
  });

  it('a grain can be asked for', () => {
    expect(chartBuckets(new Map(), '2026-11-01', '2026-11-30', 'week')).toHaveLength(6);
    expect(chartBuckets(new Map(), '2026-11-30', '2026-11-01')).toEqual([]);
  });
});

describe('labels never overlap', () => {
  /** The shown labels' [left, right] edges, in the chart's units. */
  function shownEdges(labels: string[], cents: number[], lang: 'en' | 'fr') {
    const l = chartLayout(cents, labels, lang);
    return {
      l,
      edges: labels
        .map((label, i) => ({ label, i }))
        .filter(({ i }) => i % l.labelEvery === 0)
        .map(({ label, i }) => {
          const middle = l.bars[i]!.x + l.barWidth / 2;
          return [middle - textWidth(label) / 2, middle + textWidth(label) / 2] as const;
        }),
    };
  }

  it.each([
    ['en', 7],
    ['fr', 7],
    ['en', 31],
    ['fr', 31],
    ['en', 62],
    ['fr', 92],
    ['en', 366],
    ['fr', 367],
  ] as const)('%s, %i days: each shown label clear of the next and inside the chart', (lang, n) => {
    const bars = chartBuckets(
      new Map(days('2026-01-01', n).map((d, i) => [d, (i % 5) * 3000 - 4000])),
      '2026-01-01',
      addDays('2026-01-01', n - 1),
    );
    const grain = chartGrain(n);
    const labels = bars.map((b) =>
      formatDate(b.from, lang, grain === 'month' ? 'monthYearShort' : grain === 'day' && n <= 7 ? 'weekdayShort' : 'dayMonthShort'),
    );
    const { l, edges } = shownEdges(
      labels,
      bars.map((b) => b.cents),
      lang,
    );
    expect(edges.length).toBeGreaterThan(1);
    for (let k = 1; k < edges.length; k++) expect(edges[k]![0] - edges[k - 1]![1]).toBeGreaterThanOrEqual(LABEL_GAP - 0.01);
    expect(edges[0]![0]).toBeGreaterThanOrEqual(0);
    expect(edges.at(-1)![1]).toBeLessThanOrEqual(l.width);
  });

  it('Today’s week keeps every label (they fit)', () => {
    const labels = days('2026-11-23', 7).map((d) => formatDate(d, 'fr', 'weekdayShort'));
    expect(labelEvery(labels, 544 / 7)).toBe(1);
  });

  it('labelEvery: the fewest skipped', () => {
    expect(labelEvery(['Nov 1', 'Nov 2'], 100)).toBe(1);
    const w = textWidth('Nov 30') + LABEL_GAP;
    expect(labelEvery(['Nov 30'], w)).toBe(1);
    expect(labelEvery(['Nov 30'], w - 0.5)).toBe(2);
    expect(labelEvery(['Nov 30'], w / 3)).toBe(3);
  });
});

describe('chartLayout', () => {
  it('a negative amount goes below the zero line, a positive one above, both to scale', () => {
    const l = chartLayout([3000, -1000, 0, 1500], ['a', 'b', 'c', 'd'], 'en');
    const [up, down, zero, half] = l.bars;
    expect(up!.y + up!.height).toBeCloseTo(l.axisY, 1);
    expect(down!.y).toBe(l.axisY);
    expect(down!.height).toBeGreaterThan(0);
    expect(zero!.height).toBe(0);
    expect(up!.height / down!.height).toBeCloseTo(3, 1);
    expect(up!.height / half!.height).toBeCloseTo(2, 1);
    // everything inside the chart, the labels' row under the lowest bar
    for (const b of l.bars) {
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height).toBeLessThan(l.labelY - 12);
    }
    // the amounts fit over four bars: written on them, the negative one's under its bar
    expect(l.values).toBe(true);
    expect(l.valueY[1]).toBeGreaterThan(down!.y + down!.height);
    expect(l.valueY[0]).toBeLessThan(up!.y);
    expect(l.ticks).toEqual([]);
  });

  it('with no negative amount the zero line is the bottom, as Today’s week had it', () => {
    const l = chartLayout([100, 0, 5000, 200, 0, 0, 900], Array(7).fill('Mon, Nov 23'), 'en');
    expect(l.axisY).toBe(l.height - 28);
    expect(l.bars.every((b) => b.y + b.height <= l.axisY + 0.01)).toBe(true);
  });

  it('a month of bars: the amounts do not fit over them, a scale says the largest, 0 and the smallest', () => {
    const cents = Array.from({ length: 31 }, (_, i) => (i === 4 ? -12_345 : i * 10_000));
    const l = chartLayout(cents, Array(31).fill('Nov 30'), 'fr');
    expect(l.values).toBe(false);
    // −123 $ is too near 0 for both: the zero line says 0
    expect(l.ticks.map((t) => t.text.replace(/\s/g, ' '))).toEqual(['3 000 $', '−123 $']);
    expect(l.ticks[0]!.y).toBeLessThan(l.axisY);
    expect(l.ticks[1]!.y).toBeGreaterThan(l.axisY);
    const deeper = chartLayout(
      cents.map((c) => (c < 0 ? -200_000 : c)),
      Array(31).fill('Nov 30'),
      'en',
    );
    expect(deeper.ticks.map((t) => t.text)).toEqual(['$3,000', '$0', '−$2,000']);
    expect(deeper.ticks.map((t) => t.y)).toEqual([...deeper.ticks.map((t) => t.y)].sort((a, b) => a - b));
    // the scale's amounts sit left of the first bar
    expect(l.bars[0]!.x).toBeGreaterThanOrEqual(l.left);
    expect(l.left).toBeGreaterThan(textWidth('−123 $'));
  });

  it('all zeros: flat, nothing drawn, no division by zero', () => {
    const l = chartLayout([0, 0, 0], ['a', 'b', 'c'], 'en');
    expect(l.bars.every((b) => b.height === 0 && Number.isFinite(b.y))).toBe(true);
  });
});

describe('formatSignedMoney (domain), as the charts write amounts', () => {
  it('writes a negative amount with a minus sign, in each language', () => {
    expect(formatSignedMoney(-1150, 'en')).toBe('−$11.50');
    expect(formatSignedMoney(-1150, 'fr').replace(/\s/g, ' ')).toBe('−11,50 $');
    expect(formatSignedMoney(1150, 'en')).toBe('$11.50');
  });
});
