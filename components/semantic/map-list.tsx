'use client';
import { useTranslations } from '@/lib/i18n/client';
import type { NodeView } from './map-model';
import styles from './knowledge-map.module.css';

/** The map's accessible alternative: every shown node as a table row with its kind, cluster and state; the button opens its panel. */
export function MapList({ nodes, onSelect }: { nodes: NodeView[]; onSelect: (node: NodeView, element: Element) => void }) {
  const t = useTranslations('maven');
  const sorted = [...nodes].sort((a, b) => a.groupId - b.groupId || a.kind.localeCompare(b.kind) || a.label.localeCompare(b.label));
  return (
    <table className={styles.table} data-testid="knowledge-map-list">
      <caption className="visually-hidden">{t('knowledgeMap.listCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('knowledgeMap.colItem')}</th>
          <th scope="col">{t('knowledgeMap.colKind')}</th>
          <th scope="col">{t('knowledgeMap.colGroup')}</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((n) => (
          <tr key={n.key}>
            <td>
              <button type="button" className={styles.linkButton} onClick={(e) => onSelect(n, e.currentTarget)}>
                {n.label}
              </button>
            </td>
            <td>{t(n.kind === 'question' ? (n.unanswered ? 'knowledgeMap.questionUnanswered' : 'knowledgeMap.question') : 'knowledgeMap.workflow')}</td>
            <td>{t('knowledgeMap.group', { group: n.groupId + 1 })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
