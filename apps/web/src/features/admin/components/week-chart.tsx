// A bar chart of money per day (issue 30, ADR 380): plain SVG drawn by React, no charting library
// (0 KB more in the admin bundle). Each bar carries its amount as text for screen readers and on
// hover; a table of the same figures is one click away ("Show as a table"), and the chart prints.
import { formatMoney } from '@mijote/domain';
import { useState } from 'react';
import { domId } from '../../../lib/dom-id';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../lib/paths';

export interface ChartDay {
  date: string;
  label: string;
  cents: number;
}

const W = 560;
const H = 200;
const PAD = { top: 16, right: 8, bottom: 28, left: 8 };

export function WeekChart({ days, lang, title, today }: { days: readonly ChartDay[]; lang: Lang; title: string; today?: string }) {
  const { t } = useTranslation('admin');
  const id = domId('admin-chart', title);
  const [asTable, setAsTable] = useState(false);
  const max = Math.max(1, ...days.map((d) => Math.abs(d.cents)));
  const step = (W - PAD.left - PAD.right) / Math.max(1, days.length);
  const bar = step * 0.64;
  const plot = H - PAD.top - PAD.bottom;
  return (
    <figure className="admin-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      {asTable ? (
        <table className="admin-table">
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{d.label}</th>
                <td className="admin-num">{formatMoney(d.cents, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title`} className="admin-chart__svg">
          <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} className="admin-chart__axis" />
          {days.map((d, i) => {
            const h = Math.round((Math.max(0, d.cents) / max) * plot);
            const x = PAD.left + i * step + (step - bar) / 2;
            const y = H - PAD.bottom - h;
            return (
              <g key={d.date} data-day={d.date} className={d.date === today ? 'admin-chart__today' : undefined}>
                <rect x={x} y={y} width={bar} height={Math.max(h, d.cents > 0 ? 1 : 0)} rx={3} className="admin-chart__bar">
                  <title>{`${d.label}: ${formatMoney(d.cents, lang)}`}</title>
                </rect>
                {d.cents !== 0 && (
                  <text x={x + bar / 2} y={Math.max(PAD.top - 2, y - 4)} textAnchor="middle" className="admin-chart__value">
                    {formatMoney(Math.round(d.cents / 100) * 100, lang, { wholeWithoutCents: true })}
                  </text>
                )}
                <text x={x + bar / 2} y={H - 8} textAnchor="middle" className="admin-chart__label">
                  {d.label}
                </text>
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
