'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { quizApi, quizKeys } from '@/components/quiz/quiz-api';
import { ApiRequestError } from '@/components/ui/api-request';
import { questionSchema, type AuthorQuizDto, type QuizQuestion, type UpdateQuizInput } from '@/lib/quiz/schema';

const keyOf = (error: unknown) => (error instanceof ApiRequestError ? error.messageKey : 'quiz.network');
const running = (quiz: AuthorQuizDto | null | undefined) => quiz?.status === 'pending' || quiz?.status === 'processing';

/** Rule keys per question index and field path, from the shared schema (the server answers the same ones). */
export function questionIssues(questions: QuizQuestion[]): Record<number, Record<string, string>> {
  const out: Record<number, Record<string, string>> = {};
  questions.forEach((q, i) => {
    const result = questionSchema.safeParse(q);
    if (!result.success) out[i] = Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  });
  return out;
}

/** The builder's quiz: the stored quiz, a local draft of its questions and titles, and the calls that change it. */
export function useQuizEditor(workflowId: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: quizKeys.workflow(workflowId),
    queryFn: () => quizApi.ofWorkflow(workflowId),
    // Generation runs as a job: poll while it is under way.
    refetchInterval: (q) => (running(q.state.data?.item) ? 1000 : false),
  });
  const quiz = query.data?.item ?? null;
  // The author's unsaved copy; null means "show the server's" (so a finished generation shows at once).
  const [local, setLocal] = useState<{ questions: QuizQuestion[]; titles: Record<string, string> } | null>(null);
  const questions = local?.questions ?? quiz?.questions ?? [];
  const titles = local?.titles ?? quiz?.titleTranslations ?? {};
  const dirty = local !== null;
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [showIssues, setShowIssues] = useState(false);

  const adopt = (item: AuthorQuizDto) => {
    client.setQueryData(quizKeys.workflow(workflowId), { ...query.data, item });
    setLocal(null);
  };
  const run = async (name: string, action: () => Promise<AuthorQuizDto>, done?: string) => {
    setBusy(name);
    setError(null);
    setNotice(null);
    try {
      adopt(await action());
      if (done) setNotice(done);
      return true;
    } catch (e) {
      setError(keyOf(e));
      return false;
    } finally {
      setBusy(null);
    }
  };
  const edit = (change: (list: QuizQuestion[]) => QuizQuestion[]) => setLocal({ questions: change(questions), titles });
  const issues = questionIssues(questions);
  return {
    query,
    quiz,
    teams: query.data?.teams ?? [],
    questions,
    titles,
    dirty,
    busy,
    error,
    notice,
    issues: showIssues ? issues : {},
    isRunning: running(quiz),
    edit,
    setTitle: (language: string, value: string) => setLocal({ questions, titles: { ...titles, [language]: value } }),
    save: (done: string) => {
      if (Object.keys(issues).length > 0) {
        setShowIssues(true);
        setError('quiz.errors.fixQuestions');
        return Promise.resolve(false);
      }
      setShowIssues(false);
      return run('save', () => (quiz ? quizApi.update(quiz.id, { revision: quiz.revision, questions, titleTranslations: titles }) : quizApi.create(workflowId, questions)), done);
    },
    generate: () => run('generate', () => quizApi.generate(workflowId, { count: 5 })),
    publish: (body: UpdateQuizInput, done: string) => run('publish', () => quizApi.update(quiz!.id, { revision: quiz!.revision, ...body }), done),
  };
}
export type QuizEditor = ReturnType<typeof useQuizEditor>;
