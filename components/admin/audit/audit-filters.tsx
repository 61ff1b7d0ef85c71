'use client';
import { useTranslations } from '@/lib/i18n/client';
import { Button } from '@/components/ui/button';
import type { AuditFacets } from '@/lib/audit/schema';
import { NO_FILTERS, type AuditFilters as Filters } from './use-audit-log';
import { useAuditLabels } from './use-audit-labels';
import styles from './audit.module.css';

type Props = { facets: AuditFacets; value: Filters; onChange: (value: Filters) => void };

/** Filters by action, entity type, person and a date range; each change goes back to page 1. */
export function AuditFilters({ facets, value, onChange }: Props) {
  const t = useTranslations('auditLog');
  const labels = useAuditLabels();
  const set = (key: keyof Filters) => (next: string) => onChange({ ...value, [key]: next });
  const active = Object.values(value).some(Boolean);
  const select = (key: 'action' | 'entityType' | 'actorId', options: { value: string; label: string }[]) => (
    <label className={styles.filter}>
      {t(`filter.${key}`)}
      <select className={styles.control} value={value[key]} onChange={(e) => set(key)(e.target.value)}>
        <option value="">{t('filter.all')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{t('filter.legend')}</legend>
      {select('action', facets.actions.map((a) => ({ value: a, label: labels.action(a) })))}
      {select('entityType', facets.entityTypes.map((e) => ({ value: e, label: labels.entity(e) })))}
      {select('actorId', facets.actors.map((a) => ({ value: a.id, label: a.name })))}
      <label className={styles.filter}>
        {t('filter.from')}
        <input type="date" className={styles.control} value={value.from} max={value.to || undefined} onChange={(e) => set('from')(e.target.value)} />
      </label>
      <label className={styles.filter}>
        {t('filter.to')}
        <input type="date" className={styles.control} value={value.to} min={value.from || undefined} onChange={(e) => set('to')(e.target.value)} />
      </label>
      {active ? (
        <Button type="button" variant="ghost" onClick={() => onChange(NO_FILTERS)}>
          {t('filter.clear')}
        </Button>
      ) : null}
    </fieldset>
  );
}
