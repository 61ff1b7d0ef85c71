'use client';
import { apiRequest } from '@/components/ui/api-request';
import type { LearnerQuizApi } from '@/components/quiz/quiz-api';
import { hostMessage } from '@/lib/learning-host/host-messages';
import type { HostQuizResult } from '@/lib/learning-host/schema';
import type { QuizDto, UserQuizDto } from '@/lib/quiz/schema';
import { postToHost } from './use-host-launch';

const NETWORK = 'quiz.network';
const enc = encodeURIComponent;

/**
 * The player's quiz screen on the host's routes (the learning-host session's bearer): a graded
 * attempt is also told to the launcher as 'quiz', which reports the score and passed or failed to the LMS.
 */
export const hostQuizApi = (workflowId: string): LearnerQuizApi => ({
  get: (id) => apiRequest<{ item: QuizDto }>(`/api/v1/learning-host/quizzes/${enc(id)}`, {}, NETWORK).then((r) => r.item),
  attempt: (id) => apiRequest<{ item: UserQuizDto }>(`/api/v1/learning-host/user-quiz/${enc(id)}`, {}, NETWORK).then((r) => r.item),
  submit: async (quiz, revision, answers) => {
    const { item } = await apiRequest<{ item: HostQuizResult }>('/api/v1/learning-host/user-quiz', { method: 'POST', body: { quiz, revision, answers } }, NETWORK);
    postToHost({ ...hostMessage('quiz', workflowId, item.progress), quiz: item.quiz });
    return item.attempt;
  },
});
