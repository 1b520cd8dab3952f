// /admin: Today, the back-office's landing page (issue 30). Today's and tomorrow's paid orders per
// store kind, this week's money as a chart, the next production day's kitchen totals, and what needs
// a person (among it the public forms no one has read yet). Every figure is a link to the list it
// counts, opened with the same filters (the API computes each from that list's own query:
// apps/api/src/modules/admin/today.ts).
import { useQuery } from '@tanstack/react-query';
import type { AdminPaymentsReport, AdminTodayReply, KitchenNumberRow } from '@mijote/contracts';
import { addDays, formatDate, formatMoney } from '@mijote/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { errorText } from '../../../lib/api-client';
import { paths, type Lang } from '../../../lib/paths';
import { useReport, useToday } from '../api';
import { fetchKitchenNumbers, reportQuery } from '../kitchen/api';
import { useAdminTitle } from '../use-admin-title';
import { invoicesLink } from '../components/invoice-filters';
import { messagesLink } from '../components/message-filters';
import { WeekChart } from '../components/week-chart';

/**
 * The paid orders of today and of tomorrow, one table per day (side by side when there is room,
 * one under the other on a phone: nothing to scroll sideways at 375 px).
 */
function OrdersTable({ data, lang }: { data: AdminTodayReply; lang: Lang }) {
  const { t } = useTranslation('admin');
  const nf = new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA');
  const kinds = [...new Set(data.days.flatMap((d) => d.kinds.map((k) => k.storeKind)))];
  if (kinds.length === 0) return <p className="admin-empty">{t('today.noOrders')}</p>;
  return (
    <div className="admin-today-days">
      {data.days.map((d, i) => (
        <table key={d.date} className="admin-table admin-today-table">
          <caption>
            {t(i === 0 ? 'today.today' : 'today.tomorrow')} · {formatDate(d.date, lang, 'weekdayMonthShort')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('today.store')}</th>
              {(['orders', 'portions', 'collected'] as const).map((c) => (
                <th key={c} scope="col" className="admin-num">
                  {t(`today.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind) => {
              const f = d.kinds.find((k) => k.storeKind === kind);
              const to = f ? invoicesLink(lang, f.list) : '';
              return (
                <tr key={kind}>
                  <th scope="row">{t(`common:stores.${kind}`)}</th>
                  <td className="admin-num">{f ? <Link to={to}>{nf.format(f.orders)}</Link> : '0'}</td>
                  <td className="admin-num">{nf.format(f?.portions ?? 0)}</td>
                  <td className="admin-num">{f ? <Link to={to}>{formatMoney(f.collectedCents, lang)}</Link> : formatMoney(0, lang)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
    </div>
  );
}

function Attention({ data, lang }: { data: AdminTodayReply; lang: Lang }) {
  const { t } = useTranslation('admin');
  const a = data.attention;
  const items = [
    // each count links to the list query the API counted (one owner of what a figure means)
    { key: 'interacAwaiting', n: a.interacAwaiting, to: invoicesLink(lang, a.lists.interacAwaiting) },
    { key: 'cardAwaiting', n: a.cardAwaiting, to: invoicesLink(lang, a.lists.cardAwaiting) },
    { key: 'declinedToday', n: a.declinedToday, to: invoicesLink(lang, a.lists.declinedToday) },
    // the forms inbox's unread list (issue 30)
    { key: 'unreadForms', n: a.unreadForms, to: messagesLink(lang, a.lists.unreadForms) },
  ];
  return (
    <ul className="admin-today-attention">
      {items.map((i) => (
        <li key={i.key} data-attention={i.key} className={i.n > 0 ? 'admin-today-attention--on' : undefined}>
          <Link to={i.to}>{t(`today.attention.${i.key}`, { count: i.n })}</Link>
        </li>
      ))}
      <li data-attention="lowStock" className={a.lowStock.length > 0 ? 'admin-today-attention--on' : undefined}>
        {a.lowStock.length === 0 ? (
          t('today.attention.noLowStock')
        ) : (
          <>
            {t('today.attention.lowStock', { count: a.lowStock.length })}
            <ul>
              {a.lowStock.map((p) => (
                <li key={p.productId}>
                  <Link to={`${paths.admin.products(lang)}?id=${p.productId}`}>{p.title}</Link> —{' '}
                  {t('today.attention.left', { count: p.quantity })}
                </li>
              ))}
            </ul>
          </>
        )}
      </li>
    </ul>
  );
}

/** A dish's portions of every kind (regular, kids, half), as its labels count them. */
const allPortions = (r: KitchenNumberRow) => r.portions + r.kidsPortions + r.halfPortions;

function NextProduction({ day, lang }: { day: string; lang: Lang }) {
  const { t } = useTranslation('admin');
  const nf = new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA');
  const sources = ['meal-delivery', 'corp'] as const;
  const numbers = useQuery({
    queryKey: ['admin', 'kitchen-numbers', 'today', day],
    queryFn: async ({ signal }) => {
      const query = reportQuery({ startDate: day, endDate: day });
      const [md, corp] = await Promise.all(sources.map((s) => fetchKitchenNumbers(s, query, { signal, lang })));
      return { 'meal-delivery': md!.rows, corp: corp!.rows };
    },
  });
  if (numbers.isError) return <p className="admin-error">{errorText(t, numbers.error)}</p>;
  if (!numbers.data) return <p role="status">{t('shell.loading')}</p>;
  return (
    <div className="admin-today-kitchen">
      {sources.map((s) => {
        const rows = numbers.data[s];
        const total = rows.reduce((a, r) => a + r.portions + r.kidsPortions + r.halfPortions, 0);
        const top = [...rows]
          .sort((a, b) => b.portions + b.kidsPortions + b.halfPortions - (a.portions + a.kidsPortions + a.halfPortions))
          .slice(0, 5);
        return (
          <div key={s} data-source={s}>
            <h3>
              <Link to={`${paths.admin.kitchenNumbers(lang)}?${reportQuery({ source: s, start: day, end: day })}`}>
                {t('today.sourcePortions', { source: t(`kitchen.sources.${s}`), count: total, n: nf.format(total) })}
              </Link>
            </h3>
            {top.length > 0 && (
              <ol>
                {top.map((r) => (
                  <li key={r.productId}>
                    {lang === 'fr' ? r.titleFr : r.title} — {nf.format(allPortions(r))}
                  </li>
                ))}
              </ol>
            )}
          </div>
        );
      })}
    </div>
  );
}

function WeekMoney({ data, lang }: { data: AdminTodayReply; lang: Lang }) {
  const { t } = useTranslation('admin');
  const report = useReport('payments', { startDate: data.weekStart, endDate: data.weekEnd });
  if (report.isError) return <p className="admin-error">{errorText(t, report.error)}</p>;
  if (!report.data) return <p role="status">{t('shell.loading')}</p>;
  const perDay = new Map((report.data as AdminPaymentsReport).PerDay.map((d) => [d.Key, d.NetCents]));
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(data.weekStart, i);
    return { date, label: formatDate(date, lang, 'weekdayShort'), cents: perDay.get(date) ?? 0 };
  });
  return (
    <>
      <WeekChart days={days} lang={lang} title={t('today.weekChart')} today={data.today} />
      <p>
        <Link to={`${paths.admin.paymentsReport(lang)}?from=${data.weekStart}&to=${data.weekEnd}`}>
          {t('today.weekTotal', { amount: formatMoney((report.data as AdminPaymentsReport).NetCents, lang) })}
        </Link>
      </p>
    </>
  );
}

export function DashboardScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  useAdminTitle(null);
  const today = useToday(lang);
  const data = today.data;
  return (
    <>
      <h1>{t('shell.today')}</h1>
      {today.isError && <p className="admin-error">{errorText(t, today.error)}</p>}
      {!data && !today.isError && <p role="status">{t('shell.loading')}</p>}
      {data && (
        <>
          <p className="admin-lead">{formatDate(data.today, lang, 'weekday')}</p>
          <div className="admin-today">
            <section className="admin-today__orders" aria-labelledby="today-orders">
              <h2 id="today-orders">{t('today.orders')}</h2>
              <OrdersTable data={data} lang={lang} />
            </section>
            <section aria-labelledby="today-attention">
              <h2 id="today-attention">{t('today.needsAttention')}</h2>
              <Attention data={data} lang={lang} />
            </section>
            <section aria-labelledby="today-kitchen">
              <h2 id="today-kitchen">{t('today.nextProduction', { day: formatDate(data.nextProductionDay, lang, 'weekday') })}</h2>
              <NextProduction day={data.nextProductionDay} lang={lang} />
            </section>
            <section aria-labelledby="today-week">
              <h2 id="today-week">{t('today.week')}</h2>
              <WeekMoney data={data} lang={lang} />
            </section>
          </div>
        </>
      )}
    </>
  );
}
