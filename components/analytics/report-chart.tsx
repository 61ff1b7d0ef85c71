'use client';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ListResult, ListRow } from '@/lib/analytics/lists/shared';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import styles from './analytics.module.css';
import { ChartSection } from './metric-cards';
import { ReportTable } from './report-table';

/**
 * A chart of a list's figures: `line` over periods (rows summed per `x` when `aggregate`), or
 * `bar` for the first `limit` rows. Its table view lists exactly the plotted points.
 */
export type ChartSpec = { kind: 'bar' | 'line'; x: string; y: string[]; aggregate?: boolean; limit?: number; stacked?: boolean };

const COLORS = ['var(--primary)', 'var(--success)', 'var(--warning)'];
const AXIS = { fill: 'currentColor', fontSize: 12 };
const TOOLTIP = { background: 'var(--bg-elevated)', border: '1px solid var(--border)', color: 'var(--text)' };

export function pointsOf(result: ListResult, spec: ChartSpec): ListRow[] {
  if (!spec.aggregate) return result.items.slice(0, spec.limit ?? 10);
  const byX = new Map<string, ListRow>();
  for (const row of result.items) {
    const key = String(row[spec.x]);
    const point = byX.get(key) ?? { [spec.x]: row[spec.x], ...Object.fromEntries(spec.y.map((y) => [y, 0])) };
    for (const y of spec.y) point[y] = Number(point[y]) + Number(row[y] ?? 0);
    byX.set(key, point);
  }
  return [...byX.values()];
}

export function ReportChart({ result, spec, title }: { result: ListResult; spec: ChartSpec; title: string }) {
  const t = useTranslations('analytics');
  const format = useFormatter();
  const points = pointsOf(result, spec);
  const xColumn = result.columns.find((c) => c.id === spec.x);
  const label = (v: unknown) => (xColumn?.kind === 'day' ? format.dateTime(new Date(`${v}T00:00:00Z`), { timeZone: 'UTC', month: 'short', day: 'numeric' }) : String(v ?? '—'));
  const data = points.map((p) => ({ ...p, label: label(p[spec.x]) }));
  const columns = [spec.x, ...spec.y].map((id) => result.columns.find((c) => c.id === id) ?? { id, kind: 'count' as const });
  const series = spec.y.map((y, i) => ({ key: y, name: t(`columns.${y}`), color: COLORS[i % COLORS.length] }));
  const Chart = spec.kind === 'line' ? LineChart : BarChart;
  return (
    <ChartSection
      title={title}
      table={<ReportTable result={{ columns, items: points }} caption={title} />}
      chart={
        <div className={styles.chart} role="img" aria-label={t('report.chartLabel', { title, series: series.map((s) => s.name).join(', ') })}>
          <ResponsiveContainer width="100%" height="100%">
            <Chart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
              <XAxis dataKey="label" tick={AXIS} stroke="var(--border)" minTickGap={16} />
              <YAxis allowDecimals={false} tick={AXIS} stroke="var(--border)" width={40} />
              <Tooltip contentStyle={TOOLTIP} />
              <Legend />
              {series.map((s) =>
                spec.kind === 'line' ? (
                  <Line key={s.key} type="monotone" dataKey={s.key} name={s.name} stroke={s.color} strokeWidth={2} dot={false} isAnimationActive={false} />
                ) : (
                  <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} stackId={spec.stacked ? 'stack' : undefined} isAnimationActive={false} />
                ),
              )}
            </Chart>
          </ResponsiveContainer>
        </div>
      }
    />
  );
}
