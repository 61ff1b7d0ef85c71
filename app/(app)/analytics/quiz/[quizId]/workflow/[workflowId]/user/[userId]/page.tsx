import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AnalyticsHeader } from '@/components/analytics/analytics-header';
import { QuizAttempts } from '@/components/analytics/quiz-attempts';
import { getQuizUserAnswers } from '@/lib/analytics/drill-down';
import { orNotFound, requireAnalyticsPage } from '@/lib/analytics/page-guard';
import { getTranslations } from '@/lib/i18n/server';

type Props = { params: Promise<{ quizId: string; workflowId: string; userId: string }> };

async function load(params: Props['params']) {
  const { session, features } = await requireAnalyticsPage();
  if (!features.quiz) notFound();
  return { features, ...(await orNotFound(getQuizUserAnswers(session, await params))) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { user, workflow } = await load(params);
  return { title: (await getTranslations('analytics'))('quiz.answersTitle', { name: user.displayName || user.email, title: workflow.title }) };
}

// /analytics/quiz/{quizId}/workflow/{workflowId}/user/{userId} – one person's attempts at a quiz with their answers
export default async function AnalyticsQuizAnswersPage({ params }: Props) {
  const { features, user, workflow, attempts } = await load(params);
  const t = await getTranslations('analytics');
  return (
    <>
      <AnalyticsHeader current="quiz" features={features} />
      <p>
        <Link href={`/analytics/quiz/workflow/${workflow.id}`}>{t('quiz.backToWorkflow', { title: workflow.title })}</Link>
      </p>
      <h2>{t('quiz.answersTitle', { name: user.displayName || user.email, title: workflow.title })}</h2>
      <QuizAttempts attempts={attempts} />
    </>
  );
}
