import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AnalyticsReport } from '@/components/analytics/report';
import type { ReportSection } from '@/components/analytics/report-sections';
import { findQuizWorkflow } from '@/lib/analytics/drill-down';
import { orNotFound, requireAnalyticsPage } from '@/lib/analytics/page-guard';
import { getTranslations } from '@/lib/i18n/server';

type Props = { params: Promise<{ workflowId: string }> };

async function load(workflowId: string) {
  const { session, features } = await requireAnalyticsPage();
  if (!features.quiz) notFound();
  return orNotFound(findQuizWorkflow(session, workflowId));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const workflow = await load((await params).workflowId);
  return { title: (await getTranslations('analytics'))('quiz.workflowTitle', { title: workflow.title }) };
}

// /analytics/quiz/workflow/{workflowId} – who took the workflow's quiz and how they scored (no analytics header)
export default async function AnalyticsQuizWorkflowPage({ params }: Props) {
  const workflow = await load((await params).workflowId);
  const t = await getTranslations('analytics');
  const sections: ReportSection[] = [{ kind: 'table', source: { path: `/api/v1/analytics/quizzes/workflows/${workflow.id}/users` }, title: 'quiz.usersCaption', empty: 'quiz.noUsers' }];
  return (
    <>
      <p>
        <Link href="/analytics/quiz">{t('quiz.back')}</Link>
      </p>
      <h1>{t('quiz.workflowTitle', { title: workflow.title })}</h1>
      <p>{t('workflow.inWorkspace', { workspace: workflow.workspaceName })}</p>
      <AnalyticsReport sections={sections} filters="none" />
    </>
  );
}
