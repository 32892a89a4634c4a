import { type InsightDay, PLATFORMS } from '@handlehub/shared';
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

function clickDetail(day: InsightDay): string {
  const used = Object.entries(day.clicks) as [keyof typeof PLATFORMS, number][];
  return used.map(([field, n]) => `${PLATFORMS[field].name} ${n}`).join(', ');
}

function dayLabel(day: InsightDay): string {
  const clicks = clicksOf(day);
  return `${formatDay(day.date, 'long')}: ${plural(day.views, 'view', 'views')} (${plural(day.qrScans, 'QR scan', 'QR scans')}), ${plural(clicks, 'handle click', 'handle clicks')}`;
}

/**
 * Views per day as bars (the part that came from the QR code in its own colour at the foot of each bar)
 * and handle clicks as a line, over the days given (oldest first). Hand-drawn SVG: a charting library
 * would outweigh the whole screen. Screen readers get a title, a summary and a table of every day.
 */
export function InsightsChart({ days, totals }: { days: readonly InsightDay[]; totals: InsightTotals }) {
  const id = useId();
  const top = scaleTop(Math.max(...days.map((d) => Math.max(d.views, clicksOf(d)))));
  const slot = PLOT_W / days.length;
  const barWidth = Math.max(2, slot * 0.64);
  const y = (value: number) => TOP + PLOT_H * (1 - value / top);
  const centre = (i: number) => LEFT + slot * i + slot / 2;
  const busiest = days.reduce((best, day) => (day.views > best.views ? day : best), days[0]!);
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const summary =
    `From ${formatDay(first.date, 'long')} to ${formatDay(last.date, 'long')}: ` +
    `${plural(totals.views, 'profile view', 'profile views')}, ${totals.qrScans.toLocaleString()} of them from the QR code, ` +
    `and ${plural(totals.clicks, 'handle click', 'handle clicks')}.` +
    (busiest.views > 0 ? ` Most views on ${formatDay(busiest.date, 'long')}: ${busiest.views}.` : '');
  const line = days.map((d, i) => `${centre(i).toFixed(1)},${y(clicksOf(d)).toFixed(1)}`).join(' ');

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
        <desc id={`${id}-desc`}>{summary}</desc>
        {[0, top / 2, top].map((tick) => (
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
        ))}
        {days.map((day, i) => {
          const x = centre(i) - barWidth / 2;
          return (
            <g key={day.date} data-date={day.date}>
              <title>{dayLabel(day)}</title>
              {/* The whole column answers hover with the day's figures. */}
              <rect x={LEFT + slot * i} y={TOP} width={slot} height={PLOT_H} fill="transparent" />
              {day.views > 0 && (
                <rect
                  x={x}
                  y={y(day.views)}
                  width={barWidth}
                  height={y(0) - y(day.views)}
                  rx={1}
                  style={{ fill: SERIES.views }}
                />
              )}
              {day.qrScans > 0 && (
                <rect
                  x={x}
                  y={y(day.qrScans)}
                  width={barWidth}
                  height={y(0) - y(day.qrScans)}
                  rx={1}
                  style={{ fill: SERIES.qrScans }}
                />
              )}
            </g>
          );
        })}
        <polyline
          points={line}
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
        {(
          [
            { i: 0, anchor: 'start', text: formatDay(first.date) },
            {
              i: Math.floor(days.length / 2),
              anchor: 'middle',
              text: formatDay(days[Math.floor(days.length / 2)]!.date),
            },
            { i: days.length - 1, anchor: 'end', text: formatDay(last.date) },
          ] as const
        ).map(({ i, anchor, text }) => (
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
        ))}
      </svg>
      <VisuallyHidden>
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
                  {clicksOf(day) > 0 ? ` (${clickDetail(day)})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
