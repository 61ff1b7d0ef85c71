'use client';
import { useTranslations } from '@/lib/i18n/client';
import { SemanticList } from './semantic-list';
import { useRelatedWorkflows } from './use-semantic';

/** The player's "Related workflows" below the video (spec 02 §9 recommendation kind: similarity); nothing when there are none. */
export function RelatedWorkflows({ workflowId }: { workflowId: string }) {
  const t = useTranslations('player');
  const related = useRelatedWorkflows(workflowId);
  if (related.isError || (related.data && related.data.items.length === 0)) return null;
  return (
    <SemanticList
      id="related-workflows"
      testId="related-workflows"
      title={t('related.title')}
      items={related.data?.items}
      loading={t('related.loading')}
      empty={null}
      error={null}
    />
  );
}
