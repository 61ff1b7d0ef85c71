import { GET as quizRoute, PUT as putQuizRoute } from '@/app/api/v1/quiz/[id]/route';
import { POST as createRoute } from '@/app/api/v1/quiz/route';
import { POST as submitRoute } from '@/app/api/v1/user-quiz/route';
import { GET as workflowQuizRoute } from '@/app/api/v1/workflows/[id]/quiz/route';
import { POST as generateRoute } from '@/app/api/v1/workflows/[id]/ai-generate-quiz/route';
import { call } from './workflows-fixtures';

/** Two valid questions: a single selection (answer C) and a true/false (answer A, true). */
export const twoQuestions = () => [
  {
    type: 'singleSelection',
    title: 'Which tool tightens the bolt?',
    options: [
      { key: 'A', text: 'Hammer' },
      { key: 'B', text: 'Saw' },
      { key: 'C', text: 'Torque wrench' },
      { key: 'D', text: 'Glue' },
    ],
    correctAnswer: 'C',
    referenceSource: '0:00 Tighten the bolt.',
  },
  {
    type: 'trueFalse',
    title: 'The torque is checked after tightening.',
    options: [
      { key: 'A', text: 'true' },
      { key: 'B', text: 'false' },
    ],
    correctAnswer: 'A',
    referenceSource: 'User manually adds questions',
  },
];

export const quizApi = {
  create: (cookie: string, body: unknown) => call(createRoute, '/api/v1/quiz', { cookie, method: 'POST', body }),
  get: (cookie: string, id: string) => call(quizRoute, `/api/v1/quiz/${id}`, { cookie, params: { id } }),
  put: (cookie: string, id: string, body: unknown) => call(putQuizRoute, `/api/v1/quiz/${id}`, { cookie, method: 'PUT', body, params: { id } }),
  ofWorkflow: (cookie: string, id: string) => call(workflowQuizRoute, `/api/v1/workflows/${id}/quiz`, { cookie, params: { id } }),
  submit: (cookie: string, body: unknown) => call(submitRoute, '/api/v1/user-quiz', { cookie, method: 'POST', body }),
  generate: (cookie: string, id: string, body: unknown = {}) => call(generateRoute, `/api/v1/workflows/${id}/ai-generate-quiz`, { cookie, method: 'POST', body, params: { id } }),
};
