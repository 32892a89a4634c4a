import { type HandleItem, type InsightDay, nameOfItem } from '@handlehub/shared';
import { VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { clicksOf, formatDay, type InsightTotals, scaleTop } from './insights-summary';

/** Series colours from Mantine's variables, so the chart follows the light and dark schemes. */
export const SERIES = {
  views: 'var(--mantine-color-violet-filled)',
  qrScans: 'var(--mantine-color-cyan-filled)',
  clicks: 'var(--mantine-color-orange-filled)',
} as const;

// Drawn in a 360-unit-wide box (a phone's width) that scales with its container.
const WIDTH = 360;
const HEIGHT = 190;
const LEFT = 26;
const RIGHT = 6;
const TOP = 8;
const BOTTOM = 22;
const PLOT_W = WIDTH - LEFT - RIGHT;
const PLOT_H = HEIGHT - TOP - BOTTOM;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** A day's clicks by item, each named as every screen names an item (a deleted or unknown one too). */
function clickDetail(day: InsightDay, items: readonly HandleItem[]): string {
  return Object.entries(day.clicks)
    .map(([slug, n]) => `${nameOfItem(slug, items)} ${n}`)
    .join(', ');
}

function dayLabel(day: InsightDay): string {
  const clicks = clicksOf(day);
  return `${formatDay(day.date, 'long')}: ${plural(day.views, 'view', 'views')} (${plural(day.qrScans, 'QR scan', 'QR scans')}), ${plural(clicks, 'handle click', 'handle clicks')}`;
}

/** Where a value and a day stand in the chart's box. */
interface Scale {
  /** The value at the top of the scale: a round number above the largest. */
  top: number;
  /** The width each day has. */
  slot: number;
  barWidth: number;
  y: (value: number) => number;
  /** The middle of the i-th day's slot. */
  centre: (i: number) => number;
}

function scaleFor(days: readonly InsightDay[]): Scale {
  const top = scaleTop(Math.max(...days.map((d) => Math.max(d.views, clicksOf(d)))));
  const slot = PLOT_W / days.length;
  return {
    top,
    slot,
    barWidth: Math.max(2, slot * 0.64),
    y: (value) => TOP + PLOT_H * (1 - value / top),
    centre: (i) => LEFT + slot * i + slot / 2,
  };
}

/** The chart in one paragraph, for a screen reader: the period, the totals and the busiest day. */
function summaryOf(days: readonly InsightDay[], totals: InsightTotals): string {
  const busiest = days.reduce((best, day) => (day.views > best.views ? day : best), days[0]!);
  return (
    `From ${formatDay(days[0]!.date, 'long')} to ${formatDay(days[days.length - 1]!.date, 'long')}: ` +
    `${plural(totals.views, 'profile view', 'profile views')}, ${totals.qrScans.toLocaleString()} of them from the QR code, ` +
    `and ${plural(totals.clicks, 'handle click', 'handle clicks')}.` +
    (busiest.views > 0 ? ` Most views on ${formatDay(busiest.date, 'long')}: ${busiest.views}.` : '')
  );
}

/**
 * Views per day as bars (the part that came from the QR code in its own colour at the foot of each bar)
 * and handle clicks as a line, over the days given (oldest first). Hand-drawn SVG: a charting library
 * would outweigh the whole screen. Screen readers get a title, a summary and a table of every day.
 */
export function InsightsChart({
  days,
  totals,
  items,
}: {
  days: readonly InsightDay[];
  totals: InsightTotals;
  /** The owner's items, which name the clicked ones. */
  items: readonly HandleItem[];
}) {
  const id = useId();
  const scale = scaleFor(days);

  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        data-testid="insights-chart"
        style={{ display: 'block', fontFamily: 'inherit', overflow: 'visible' }}
      >
        <title id={`${id}-title`}>
          Profile views, QR scans and handle clicks per day, last {days.length} days
        </title>
        <desc id={`${id}-desc`}>{summaryOf(days, totals)}</desc>
        <GridLines scale={scale} />
        {days.map((day, i) => (
          <DayBars key={day.date} day={day} i={i} scale={scale} />
        ))}
        <ClicksLine days={days} scale={scale} />
        <DayAxis days={days} scale={scale} />
      </svg>
      <VisuallyHidden>
        <InsightsTable days={days} items={items} />
      </VisuallyHidden>
    </figure>
  );
}

/** The scale's lines at nought, half and the top, each with its figure. */
function GridLines({ scale: { top, y } }: { scale: Scale }) {
  return [0, top / 2, top].map((tick) => (
    <g key={tick} aria-hidden>
      <line
        x1={LEFT}
        x2={WIDTH - RIGHT}
        y1={y(tick)}
        y2={y(tick)}
        style={{ stroke: 'var(--mantine-color-default-border)' }}
        strokeWidth={tick === 0 ? 1 : 0.5}
      />
      <text
        x={LEFT - 4}
        y={y(tick)}
        dy="0.32em"
        textAnchor="end"
        fontSize={9}
        style={{ fill: 'var(--mantine-color-dimmed)' }}
      >
        {tick}
      </text>
    </g>
  ));
}

/** One day's column: its views, the QR scans at their foot, and its figures on hover. */
function DayBars({ day, i, scale }: { day: InsightDay; i: number; scale: Scale }) {
  const x = scale.centre(i) - scale.barWidth / 2;
  return (
    <g data-date={day.date}>
      <title>{dayLabel(day)}</title>
      {/* The whole column answers hover with the day's figures. */}
      <rect x={LEFT + scale.slot * i} y={TOP} width={scale.slot} height={PLOT_H} fill="transparent" />
      <Bar x={x} value={day.views} fill={SERIES.views} scale={scale} />
      <Bar x={x} value={day.qrScans} fill={SERIES.qrScans} scale={scale} />
    </g>
  );
}

/** A bar from nought to `value`; none for nought. */
function Bar({
  x,
  value,
  fill,
  scale: { y, barWidth },
}: {
  x: number;
  value: number;
  fill: string;
  scale: Scale;
}) {
  if (value <= 0) return null;
  return <rect x={x} y={y(value)} width={barWidth} height={y(0) - y(value)} rx={1} style={{ fill }} />;
}

/** The handle clicks per day: a line, with a dot on each day that had any. */
function ClicksLine({ days, scale: { y, centre } }: { days: readonly InsightDay[]; scale: Scale }) {
  const points = days.map((d, i) => `${centre(i).toFixed(1)},${y(clicksOf(d)).toFixed(1)}`).join(' ');
  return (
    <>
      <polyline
        points={points}
        fill="none"
        strokeWidth={1.5}
        strokeLinejoin="round"
        style={{ stroke: SERIES.clicks }}
        aria-hidden
      />
      {days.map((day, i) =>
        clicksOf(day) > 0 ? (
          <circle
            key={day.date}
            cx={centre(i)}
            cy={y(clicksOf(day))}
            r={2.2}
            style={{ fill: SERIES.clicks }}
            aria-hidden
          />
        ) : null,
      )}
    </>
  );
}

/** The first, the middle and the last day, under the chart. */
function DayAxis({ days, scale: { centre } }: { days: readonly InsightDay[]; scale: Scale }) {
  const middle = Math.floor(days.length / 2);
  const labels = [
    { i: 0, anchor: 'start', text: formatDay(days[0]!.date) },
    { i: middle, anchor: 'middle', text: formatDay(days[middle]!.date) },
    { i: days.length - 1, anchor: 'end', text: formatDay(days[days.length - 1]!.date) },
  ] as const;
  return labels.map(({ i, anchor, text }) => (
    <text
      key={i}
      x={anchor === 'start' ? LEFT : anchor === 'end' ? WIDTH - RIGHT : centre(i)}
      y={HEIGHT - 6}
      textAnchor={anchor}
      fontSize={9}
      style={{ fill: 'var(--mantine-color-dimmed)' }}
      aria-hidden
    >
      {text}
    </text>
  ));
}

/** Every day's figures as a table, for a screen reader. */
function InsightsTable({ days, items }: { days: readonly InsightDay[]; items: readonly HandleItem[] }) {
  return (
    <table>
      <caption>Insights per day, oldest first</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Profile views</th>
          <th scope="col">QR scans</th>
          <th scope="col">Handle clicks</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row">{formatDay(day.date, 'long')}</th>
            <td>{day.views}</td>
            <td>{day.qrScans}</td>
            <td>
              {clicksOf(day)}
              {clicksOf(day) > 0 ? ` (${clickDetail(day, items)})` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
