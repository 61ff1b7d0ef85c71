'use client';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StepRowDto } from '@/lib/analytics/schema';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import styles from './analytics.module.css';
import { ChartSection } from './metric-cards';

const AXIS = { fill: 'currentColor', fontSize: 12 };

/** Per-step drop-off: sessions that played each step, as bars or as a table, with the share of the workflow's views. */
export function StepDropOff({ steps, views }: { steps: StepRowDto[]; views: number }) {
  const t = useTranslations('analytics');
  const format = useFormatter();
  const rows = steps.map((s) => ({ ...s, label: s.title || t('workflow.stepNumber', { number: s.position + 1 }), share: views > 0 ? s.views / views : 0 }));
  if (rows.length === 0) {
    return (
      <section className={styles.section}>
        <h2>{t('workflow.dropOff')}</h2>
        <p className={styles.empty}>{t('workflow.noSteps')}</p>
      </section>
    );
  }
  return (
    <ChartSection
      title={t('workflow.dropOff')}
      table={
        <table className={styles.table}>
          <caption className="visually-hidden">{t('workflow.dropOff')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('workflow.step')}</th>
              <th scope="col" className={styles.num}>{t('metrics.views')}</th>
              <th scope="col" className={styles.num}>{t('workflow.share')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.stepId}>
                <th scope="row">{r.label}</th>
                <td className={styles.num}>{format.number(r.views)}</td>
                <td className={styles.num}>{format.number(r.share, { style: 'percent', maximumFractionDigits: 0 })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      chart={
        <div className={styles.chart} role="img" aria-label={t('workflow.dropOffChart')}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
              <XAxis dataKey="label" tick={AXIS} stroke="var(--border)" />
              <YAxis allowDecimals={false} tick={AXIS} stroke="var(--border)" width={40} />
              <Tooltip contentStyle={{ background: 'var(--bg-elevated)', border: '1px solid var(--border)', color: 'var(--text)' }} />
              <Bar dataKey="views" name={t('metrics.views')} fill="var(--primary)" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      }
    />
  );
}
