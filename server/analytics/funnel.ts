import type { AnalyticsEventType } from '../../api/analytics.ts';
import { escapeHtml } from '../../api/escape-html.ts';
import type { DayCounts } from './counters.ts';

/**
 * The funnel of `npm run report`: page views → game starts → game ends → saves → shares, per day and in total,
 * each step with its conversion from the step before; as a text table and as an SVG chart.
 */
export const FUNNEL_STEPS: readonly { type: AnalyticsEventType; label: string }[] = [
  { type: 'page_view', label: 'Page views' },
  { type: 'game_start', label: 'Game starts' },
  { type: 'game_end', label: 'Game ends' },
  { type: 'save', label: 'Saves' },
  { type: 'share', label: 'Shares' },
];

export interface FunnelRow {
  /** YYYY-MM-DD, or 'Total'. */
  label: string;
  counts: number[];
  /** Per step, its count as a share of the step before (null for the first step, or when that one is 0). */
  conversions: (number | null)[];
}

function rowOf(label: string, counts: Record<AnalyticsEventType, number>): FunnelRow {
  const values = FUNNEL_STEPS.map((step) => counts[step.type]);
  return {
    label,
    counts: values,
    conversions: values.map((value, i) => (i === 0 || values[i - 1] === 0 ? null : value / values[i - 1]!)),
  };
}

/** One row per day, oldest first, then the total of all days. */
export function funnelRows(days: readonly DayCounts[]): FunnelRow[] {
  const total = Object.fromEntries(FUNNEL_STEPS.map((s) => [s.type, 0])) as Record<
    AnalyticsEventType,
    number
  >;
  for (const day of days) for (const step of FUNNEL_STEPS) total[step.type] += day.counts[step.type];
  return [...days.map((day) => rowOf(day.day, day.counts)), rowOf('Total', total)];
}

export const formatConversion = (conversion: number | null): string =>
  conversion === null ? '–' : `${(conversion * 100).toFixed(1)}%`;

/** A fixed-width table: each step's count, with its conversion from the step before in brackets. */
export function funnelTable(rows: readonly FunnelRow[]): string {
  const header = ['Day', ...FUNNEL_STEPS.map((s) => s.label)];
  const body = rows.map((row) => [
    row.label,
    ...row.counts.map((count, i) =>
      i === 0 ? String(count) : `${count} (${formatConversion(row.conversions[i]!)})`,
    ),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...body.slice(0, -1).map(line), rule, line(body.at(-1)!)].join('\n');
}

/** The total funnel as bars, each as wide as its share of the page views, with its count and conversion. */
export function funnelSvg(total: FunnelRow, days: number): string {
  const width = 720;
  const barArea = 440;
  const left = 130;
  const rowHeight = 46;
  const top = 64;
  const height = top + FUNNEL_STEPS.length * rowHeight + 24;
  const first = total.counts[0] ?? 0;
  const bars = FUNNEL_STEPS.map((step, i) => {
    const count = total.counts[i]!;
    const w = first > 0 ? Math.max(count > 0 ? 2 : 0, Math.round((count / first) * barArea)) : 0;
    const y = top + i * rowHeight;
    const note =
      i === 0 ? String(count) : `${count} (${formatConversion(total.conversions[i]!)} of previous)`;
    return [
      `<text x="${left - 12}" y="${y + 22}" text-anchor="end">${escapeHtml(step.label)}</text>`,
      `<rect x="${left}" y="${y + 4}" width="${w}" height="30" rx="4" fill="#00b8d4"/>`,
      `<text x="${left + w + 8}" y="${y + 24}">${escapeHtml(note)}</text>`,
    ].join('\n  ');
  });
  const title = `Funnel, ${days} day${days === 1 ? '' : 's'}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="14" fill="#1d1d1b">`,
    `  <rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `  <text x="24" y="36" font-size="20" font-weight="700">${escapeHtml(title)}</text>`,
    `  ${bars.join('\n  ')}`,
    '</svg>',
    '',
  ].join('\n');
}
