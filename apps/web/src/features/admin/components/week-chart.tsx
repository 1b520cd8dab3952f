// Bar charts of money over time (issue 30, ADR 380): plain SVG drawn by React, no charting library
// (0 KB of library in the admin bundle). `WeekChart` is Today's week of bars; `RangeChart` a
// report's range of any length, a bar a day up to two months, then a week, past a year a month
// (`chart-layout.ts`). Each bar carries its amount as a <title> (on hover) and as text when it fits
// over the bar, else a scale at the left says the amounts; a negative amount's bar goes below the
// zero line; the axis labels are thinned so that no two overlap; a table of the same figures is one
// click away ("Show as a table"), and the chart prints.
import { daysBetween, formatDate, formatSignedMoney, monthRange, type IsoDate } from '@mijote/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { domId } from '../../../lib/dom-id';
import type { Lang } from '../../../lib/paths';
import { chartBuckets, chartGrain, chartLayout, shortMoney, type ChartBucket, type ChartGrain } from './chart-layout';

export interface ChartDay {
  date: string;
  label: string;
  cents: number;
}

/** One bar: its key (its first day), its axis label, its full name (the <title> and the table's), its amount. */
export interface ChartBar {
  key: string;
  label: string;
  full: string;
  cents: number;
}

export function BarChart({ bars, lang, title, highlight }: { bars: readonly ChartBar[]; lang: Lang; title: string; highlight?: string }) {
  const { t } = useTranslation('admin');
  const id = domId('admin-chart', title);
  const [asTable, setAsTable] = useState(false);
  const l = chartLayout(
    bars.map((b) => b.cents),
    bars.map((b) => b.label),
    lang,
  );
  return (
    <figure className="admin-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      {asTable ? (
        <table className="admin-table">
          <tbody>
            {bars.map((b) => (
              <tr key={b.key}>
                <th scope="row">{b.full}</th>
                <td className="admin-num">{formatSignedMoney(b.cents, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <svg viewBox={`0 0 ${l.width} ${l.height}`} role="img" aria-labelledby={`${id}-title`} className="admin-chart__svg">
          {l.ticks.map((tick) => (
            <g key={tick.cents} className="admin-chart__tick">
              {tick.cents !== 0 && <line x1={l.left} x2={l.width - l.right} y1={tick.y} y2={tick.y} className="admin-chart__grid" />}
              <text x={l.left - 4} y={tick.y + 4} textAnchor="end" className="admin-chart__value">
                {tick.text}
              </text>
            </g>
          ))}
          <line x1={l.left} x2={l.width - l.right} y1={l.axisY} y2={l.axisY} className="admin-chart__axis" data-axis="zero" />
          {bars.map((b, i) => {
            const bar = l.bars[i]!;
            const middle = bar.x + l.barWidth / 2;
            const classes = [b.key === highlight && 'admin-chart__today', b.cents < 0 && 'admin-chart__negative'].filter(Boolean).join(' ');
            return (
              <g key={b.key} data-day={b.key} data-cents={b.cents} className={classes || undefined}>
                <rect
                  x={bar.x}
                  y={bar.y}
                  width={l.barWidth}
                  height={bar.height}
                  rx={Math.min(3, l.barWidth / 4)}
                  className="admin-chart__bar"
                >
                  <title>{`${b.full}: ${formatSignedMoney(b.cents, lang)}`}</title>
                </rect>
                {l.values && b.cents !== 0 && (
                  <text x={middle} y={l.valueY[i]} textAnchor="middle" className="admin-chart__value">
                    {shortMoney(b.cents, lang)}
                  </text>
                )}
                {i % l.labelEvery === 0 && (
                  <text x={middle} y={l.labelY} textAnchor="middle" className="admin-chart__label">
                    {b.label}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      )}
      <button type="button" className="button button--ghost button--small admin-no-print" onClick={() => setAsTable((v) => !v)}>
        {t(asTable ? 'chart.asChart' : 'chart.asTable')}
      </button>
    </figure>
  );
}

/** Today's week: a bar a day, each labelled by the screen (its weekday), today's drawn apart. */
export function WeekChart({ days, lang, title, today }: { days: readonly ChartDay[]; lang: Lang; title: string; today?: string }) {
  return (
    <BarChart
      bars={days.map((d) => ({ key: d.date, label: d.label, full: d.label, cents: d.cents }))}
      lang={lang}
      title={title}
      highlight={today}
    />
  );
}

/** A bar's axis label and full name: a day by its date, a week by its days, a month by its name (or its days, cut by the range). */
function barNames(b: ChartBucket, grain: ChartGrain, lang: Lang): { label: string; full: string } {
  const day = (d: string) => formatDate(d as IsoDate, lang, 'dayMonthShort');
  if (grain === 'day') return { label: day(b.from), full: formatDate(b.from, lang, 'weekdayShort') };
  if (grain === 'week') return { label: day(b.from), full: `${day(b.from)} – ${day(b.to)}` };
  const month = formatDate(b.from, lang, 'monthYearShort');
  const whole = monthRange(b.from.slice(0, 7));
  const cut = `${day(b.from)} – ${day(b.to)}${lang === 'en' ? ',' : ''} ${b.to.slice(0, 4)}`;
  return { label: month, full: whole.from === b.from && whole.to === b.to ? month : cut };
}

/**
 * A report's range (both days included) as bars: the report's own per-day amounts (a day without
 * one is 0), by day, week or month as the range's length asks (`chartGrain`); the title names the
 * grain.
 */
export function RangeChart({
  perDay,
  from,
  to,
  lang,
  title,
}: {
  perDay: ReadonlyMap<string, number>;
  from: string;
  to: string;
  lang: Lang;
  title: (grain: ChartGrain) => string;
}) {
  const grain = chartGrain(daysBetween(from, to) + 1);
  const bars = chartBuckets(perDay, from, to, grain).map((b) => ({ key: b.from, cents: b.cents, ...barNames(b, grain, lang) }));
  return <BarChart bars={bars} lang={lang} title={title(grain)} />;
}
