'use client';
import { createContext, useContext } from 'react';
import { apiRequest } from '@/components/ui/api-request';
import type { AuthorQuizDto, GenerateQuizInput, Letter, Question, QuizDto, UpdateQuizInput, UserQuizDto } from '@/lib/quiz/schema';

const NETWORK = 'quiz.network';
type Item<T> = { item: T };
const enc = encodeURIComponent;

export const quizKeys = {
  workflow: (workflowId: string) => ['quiz', 'workflow', workflowId] as const,
  quiz: (quizId: string) => ['quiz', quizId] as const,
  results: (quizId: string) => ['quiz', quizId, 'results'] as const,
  attempt: (id: string) => ['quiz', 'attempt', id] as const,
};

/** The quiz calls of spec 02 §7 (lib/quiz on the server); errors are ApiRequestError with a message key. */
export const quizApi = {
  ofWorkflow: (workflowId: string) =>
    apiRequest<{ item: AuthorQuizDto | null; teams?: Array<{ id: string; name: string }> }>(`/api/v1/workflows/${enc(workflowId)}/quiz`, {}, NETWORK),
  get: (id: string) => apiRequest<Item<QuizDto>>(`/api/v1/quiz/${enc(id)}`, {}, NETWORK).then((r) => r.item),
  create: (workflow: string, questions: Question[]) => apiRequest<Item<AuthorQuizDto>>('/api/v1/quiz', { method: 'POST', body: { workflow, questions } }, NETWORK).then((r) => r.item),
  update: (id: string, body: UpdateQuizInput) => apiRequest<Item<AuthorQuizDto>>(`/api/v1/quiz/${enc(id)}`, { method: 'PUT', body }, NETWORK).then((r) => r.item),
  generate: (workflowId: string, body: Partial<GenerateQuizInput> = {}) =>
    apiRequest<Item<AuthorQuizDto>>(`/api/v1/workflows/${enc(workflowId)}/ai-generate-quiz`, { method: 'POST', body }, NETWORK).then((r) => r.item),
  results: (id: string) => apiRequest<{ items: UserQuizDto[] }>(`/api/v1/quiz/${enc(id)}/results`, {}, NETWORK).then((r) => r.items),
  retrain: (attemptId: string) => apiRequest<unknown>(`/api/v1/user-quiz/${enc(attemptId)}/retrain`, { method: 'POST' }, NETWORK),
  submit: (quiz: string, revision: number, answers: Array<Letter | null>) =>
    apiRequest<Item<UserQuizDto>>('/api/v1/user-quiz', { method: 'POST', body: { quiz, revision, answers } }, NETWORK).then((r) => r.item),
  attempt: (id: string) => apiRequest<Item<UserQuizDto>>(`/api/v1/user-quiz/${enc(id)}`, {}, NETWORK).then((r) => r.item),
};

/** What the player's quiz screen calls to take and review a quiz. */
export type LearnerQuizApi = Pick<typeof quizApi, 'get' | 'submit' | 'attempt'>;

/** The app's quiz routes by default; the learning-host player provides its own (components/learning-host/host-quiz-api.ts). */
export const LearnerQuizApiContext = createContext<LearnerQuizApi>(quizApi);
export const useLearnerQuizApi = () => useContext(LearnerQuizApiContext);
