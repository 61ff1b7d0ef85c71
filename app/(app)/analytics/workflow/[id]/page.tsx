import type { Metadata } from 'next';
import Link from 'next/link';
import { AnalyticsWorkflowDetail } from '@/components/analytics/workflow-detail';
import { orNotFound, requireAnalyticsPage } from '@/lib/analytics/page-guard';
import { findAnalyticsWorkflow } from '@/lib/analytics/service';
import { getTranslations } from '@/lib/i18n/server';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ from?: string; to?: string }> };

async function load(id: string) {
  const { session } = await requireAnalyticsPage();
  return orNotFound(findAnalyticsWorkflow(session, id));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const workflow = await load((await params).id);
  return { title: (await getTranslations('analytics'))('workflow.title', { title: workflow.title }) };
}

// /analytics/workflow/{id} – per-step drop-off and who watched (no analytics header, spec 02 §2)
export default async function AnalyticsWorkflowPage({ params, searchParams }: Props) {
  const workflow = await load((await params).id);
  const { from, to } = await searchParams;
  const t = await getTranslations('analytics');
  const initial = { ...(typeof from === 'string' ? { from } : {}), ...(typeof to === 'string' ? { to } : {}) };
  return (
    <>
      <p>
        <Link href="/analytics/workflows">{t('workflow.back')}</Link>
      </p>
      <h1>{workflow.title}</h1>
      <p>{t('workflow.inWorkspace', { workspace: workflow.workspaceName })}</p>
      <AnalyticsWorkflowDetail workflowId={workflow.id} initial={initial} />
    </>
  );
}
