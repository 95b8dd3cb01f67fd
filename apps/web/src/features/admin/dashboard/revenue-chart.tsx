import type { Locale } from '@shop/shared/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';

export interface ChartPoint {
  date: string;
  orders: number;
  revenue: number;
}

const BIDI_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const HEIGHT = 260;
const BAR_COLOUR = '#99f6e4';
const LINE_COLOUR = '#0f766e';

/** A round upper bound and step for an axis with about `count` steps. */
export function niceScale(max: number, count = 4, integer = false): { max: number; step: number } {
  if (!(max > 0)) return { max: integer ? count : 1, step: integer ? 1 : 1 / count };
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  let step = (residual > 5 ? 10 : residual > 2 ? 5 : residual > 1 ? 2 : 1) * magnitude;
  if (integer) step = Math.max(1, Math.round(step));
  return { max: Math.ceil(max / step) * step, step };
}

function compact(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-IQ-u-nu-latn' : 'en-US', {
    notation: 'compact',
    maximumFractionDigits: 1,
  })
    .format(value)
    .replace(BIDI_MARKS, '');
}

function dayLabel(date: string, locale: Locale, month: 'numeric' | 'long'): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return new Intl.DateTimeFormat(
    locale === 'ar' ? 'ar-IQ-u-ca-gregory-nu-latn' : 'en-GB-u-ca-gregory-nu-latn',
    {
      day: 'numeric',
      month,
      timeZone: 'UTC',
    },
  )
    .format(d)
    .replace(BIDI_MARKS, '');
}

function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Orders per day as bars (scale on the start side) and revenue as a line (scale on the end side), for the
 * last 30 days. Time runs in the reading direction: right to left in Arabic. A sentence and a hidden table
 * carry the same data for screen readers.
 */
export function RevenueChart({ points }: { points: ChartPoint[] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const rtl = locale === 'ar';
  const titleId = useId();
  const [ref, width] = useWidth<HTMLDivElement>();

  /** "طلبان", "3 طلبات", "11 طلباً": the count and its noun agree. */
  const ordersCount = (n: number) =>
    t('dashboard.chart.ordersCount', { count: n, n: formatNumber(n, locale) });
  const totalOrders = points.reduce((sum, p) => sum + p.orders, 0);
  const totalRevenue = points.reduce((sum, p) => sum + p.revenue, 0);
  const busiest = points.reduce<ChartPoint | null>(
    (best, p) => (!best || p.orders > best.orders ? p : best),
    null,
  );
  const summary =
    totalOrders === 0
      ? t('dashboard.chart.summaryEmpty', { days: formatNumber(points.length, locale) })
      : t('dashboard.chart.summary', {
          days: formatNumber(points.length, locale),
          orders: ordersCount(totalOrders),
          revenue: formatMoney(totalRevenue, locale),
          date: busiest ? dayLabel(busiest.date, locale, 'long') : '',
          busiest: ordersCount(busiest?.orders ?? 0),
        });

  const compactAxis = width < 480;
  const margin = { top: 16, bottom: 28, start: compactAxis ? 28 : 36, end: compactAxis ? 44 : 60 };
  const plotWidth = Math.max(0, width - margin.start - margin.end);
  const plotHeight = HEIGHT - margin.top - margin.bottom;
  const ordersScale = niceScale(Math.max(0, ...points.map((p) => p.orders)), 4, true);
  // Revenue shares the orders' grid lines, one whole-dinar step a line (a fraction of a dinar is no label).
  const lines = Math.round(ordersScale.max / ordersScale.step);
  const revenueStep = niceScale(Math.max(0, ...points.map((p) => p.revenue)), lines, true).step;
  const revenueScale = { max: revenueStep * lines, step: revenueStep };
  const slot = points.length ? plotWidth / points.length : 0;
  const barWidth = Math.max(2, slot * 0.6);

  // Time runs left to right, oldest to newest, in both languages (as the dates' own digits do, and as charts
  // read in Arabic business tools): the chart is not mirrored, only its Arabic labels are written right to left.
  const x = (logical: number) => logical;
  const slotCentre = (i: number) => margin.start + slot * i + slot / 2;
  const yOrders = (v: number) => margin.top + plotHeight - (v / ordersScale.max) * plotHeight;
  // A day whose refunds outweigh its deliveries is drawn on the base line; its figure stays exact in the
  // tooltip and the table.
  const yRevenue = (v: number) => margin.top + plotHeight - (Math.max(0, v) / revenueScale.max) * plotHeight;
  const ticks = Array.from({ length: lines + 1 }, (_, i) => i);
  const labelEvery = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(plotWidth / 56))));
  const linePath = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(slotCentre(i)).toFixed(1)},${yRevenue(p.revenue).toFixed(1)}`)
    .join(' ');
  // Number labels are laid out left to right, so their anchors are physical.
  const startAnchor = 'end';

  return (
    <figure className="flex flex-col gap-3">
      <div
        className="flex flex-wrap items-center gap-x-5 gap-y-1 text-xs text-ink-secondary"
        aria-hidden="true"
      >
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm" style={{ background: BAR_COLOUR }} />
          {t('dashboard.chart.ordersLegend')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 rounded" style={{ background: LINE_COLOUR }} />
          {t('dashboard.chart.revenueLegend')}
        </span>
      </div>
      <div ref={ref} className="w-full">
        {width > 0 ? (
          <svg
            width={width}
            height={HEIGHT}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            role="img"
            aria-labelledby={titleId}
            className="block overflow-visible"
          >
            <title id={titleId}>{summary}</title>
            {ticks.map((i) => {
              const value = i * ordersScale.step;
              const y = yOrders(value);
              const revenueValue = i * revenueScale.step;
              return (
                <g key={i}>
                  <line
                    x1={x(margin.start)}
                    x2={x(margin.start + plotWidth)}
                    y1={y}
                    y2={y}
                    stroke="#e2e8f0"
                    strokeDasharray={i === 0 ? undefined : '3 3'}
                  />
                  <text
                    x={x(margin.start - 6)}
                    y={y}
                    dy="0.32em"
                    textAnchor={startAnchor}
                    fontSize="11"
                    fill="#475569"
                    direction="ltr"
                  >
                    {formatNumber(value, locale)}
                  </text>
                  <text
                    x={x(margin.start + plotWidth + 6)}
                    y={y}
                    dy="0.32em"
                    // Written right to left in Arabic, it still starts at the axis and runs to the right.
                    textAnchor={rtl ? 'end' : 'start'}
                    direction={rtl ? 'rtl' : 'ltr'}
                    fontSize="11"
                    fill="#475569"
                  >
                    {compact(revenueValue, locale)}
                  </text>
                </g>
              );
            })}
            {points.map((p, i) => {
              const top = yOrders(p.orders);
              const centre = slotCentre(i);
              return (
                <g key={p.date}>
                  <rect
                    x={x(centre) - barWidth / 2}
                    y={top}
                    width={barWidth}
                    height={Math.max(0, margin.top + plotHeight - top)}
                    rx={Math.min(3, barWidth / 2)}
                    fill={BAR_COLOUR}
                  >
                    <title>
                      {`${dayLabel(p.date, locale, 'long')}: ${t('dashboard.chart.tooltip', {
                        orders: ordersCount(p.orders),
                        revenue: formatMoney(p.revenue, locale),
                      })}`}
                    </title>
                  </rect>
                  {i % labelEvery === 0 ? (
                    <text
                      x={x(centre)}
                      y={HEIGHT - 8}
                      textAnchor="middle"
                      fontSize="11"
                      fill="#475569"
                      direction="ltr"
                    >
                      {dayLabel(p.date, 'en', 'numeric')}
                    </text>
                  ) : null}
                </g>
              );
            })}
            {points.length > 1 ? (
              <path d={linePath} fill="none" stroke={LINE_COLOUR} strokeWidth="2" strokeLinejoin="round" />
            ) : null}
            {points.map((p, i) =>
              p.revenue > 0 ? (
                <circle
                  key={p.date}
                  cx={x(slotCentre(i))}
                  cy={yRevenue(p.revenue)}
                  r="2.5"
                  fill="#fff"
                  stroke={LINE_COLOUR}
                  strokeWidth="1.5"
                />
              ) : null,
            )}
          </svg>
        ) : (
          <div style={{ height: HEIGHT }} />
        )}
      </div>
      <figcaption className="flex flex-col gap-1 text-sm text-ink-secondary">
        <span>{summary}</span>
        <span className="text-xs">{t('dashboard.chart.revenueNote')}</span>
      </figcaption>
      <table className="sr-only">
        <caption>{t('dashboard.chart.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.chart.day')}</th>
            <th scope="col">{t('dashboard.chart.ordersLegend')}</th>
            <th scope="col">{t('dashboard.chart.revenueLegend')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.date}>
              <th scope="row">{dayLabel(p.date, locale, 'long')}</th>
              <td>{formatNumber(p.orders, locale)}</td>
              <td>{formatMoney(p.revenue, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
