'use client';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { EngagementDto } from '@/lib/analytics/schema';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import { formatDuration } from './analytics-api';
import styles from './analytics.module.css';
import { ChartSection } from './metric-cards';

const AXIS = { fill: 'currentColor', fontSize: 12 };

/** The engagement trend as a line chart, with a table view of the same figures (its accessible summary). */
export function TrendChart({ data }: { data: EngagementDto }) {
  const t = useTranslations('analytics');
  const format = useFormatter();
  const label = (period: string) => format.dateTime(new Date(`${period}T00:00:00Z`), { timeZone: 'UTC', ...(data.granularity === 'month' ? { month: 'short', year: 'numeric' } : { month: 'short', day: 'numeric' }) });
  const points = data.points.map((p) => ({ ...p, label: label(p.period) }));
  return (
    <ChartSection
      title={t('trend.title')}
      table={
        <table className={styles.table}>
          <caption className="visually-hidden">{t('trend.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('trend.period')}</th>
              <th scope="col" className={styles.num}>{t('metrics.views')}</th>
              <th scope="col" className={styles.num}>{t('metrics.activeUsers')}</th>
              <th scope="col" className={styles.num}>{t('metrics.completions')}</th>
              <th scope="col" className={styles.num}>{t('metrics.watchTime')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.period}>
                <th scope="row">{p.label}</th>
                <td className={styles.num}>{format.number(p.views)}</td>
                <td className={styles.num}>{format.number(p.activeUsers)}</td>
                <td className={styles.num}>{format.number(p.completions)}</td>
                <td className={styles.num}>{formatDuration(p.watchSeconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      chart={
        <div className={styles.chart} role="img" aria-label={`${t('trend.chartLabel')} ${t(`trend.granularity.${data.granularity}`)}`}>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
              <XAxis dataKey="label" tick={AXIS} stroke="var(--border)" minTickGap={16} />
              <YAxis allowDecimals={false} tick={AXIS} stroke="var(--border)" width={40} />
              <Tooltip contentStyle={{ background: 'var(--bg-elevated)', border: '1px solid var(--border)', color: 'var(--text)' }} />
              <Legend />
              <Line type="monotone" dataKey="views" name={t('metrics.views')} stroke="var(--primary)" strokeWidth={2} dot={false} isAnimationActive={false} />
              <Line type="monotone" dataKey="activeUsers" name={t('metrics.activeUsers')} stroke="var(--success)" strokeWidth={2} dot={false} isAnimationActive={false} />
              <Line type="monotone" dataKey="completions" name={t('metrics.completions')} stroke="var(--warning)" strokeWidth={2} dot={false} isAnimationActive={false} />
            </LineChart>
          </ResponsiveContainer>
        </div>
      }
    />
  );
}
