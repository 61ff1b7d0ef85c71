'use client';
import { useTranslations } from '@/lib/i18n/client';
import { SemanticList } from './semantic-list';
import { useSimilarWorkflows } from './use-semantic';

/** Explorer search → Workflows: the workflows that mean what the keyword says, beside the keyword matches. */
export function SimilarWorkflows({ keyword }: { keyword: string }) {
  const t = useTranslations('library');
  const similar = useSimilarWorkflows(keyword);
  if (!keyword.trim()) return null;
  return (
    <SemanticList
      id="similar-workflows"
      testId="similar-workflows"
      title={t('similar.title')}
      intro={t('similar.intro')}
      items={similar.data?.items}
      loading={t('similar.loading')}
      empty={t('similar.empty')}
      error={similar.isError ? t('similar.error') : null}
    />
  );
}
