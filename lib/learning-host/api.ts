import 'server-only';
import { getDb } from '@/db/client';
import type { HostSession } from './host-session';
import { validateLaunch, type LaunchMeta } from './launch';
import { recordHostProgress } from './progress';
import { getHostAttempt, getHostQuiz, submitHostQuiz } from './quiz';
import type { SubmitQuizInput } from '@/lib/quiz/schema';
import type { ProgressInput, ValidateInput } from './schema';
import { signInWithCustomToken } from './sign-in';
import { getHostWorkflow } from './workflow';

/** The route handlers' entry points, on the process's database (app/ never reaches db/). */
export const validateLaunchRequest = async (input: ValidateInput, meta: LaunchMeta) => validateLaunch(await getDb(), input, meta);

export const signInRequest = async (customToken: string, meta: { ip: string; userAgent?: string | null }) => signInWithCustomToken(await getDb(), customToken, meta);

export const hostWorkflowRequest = async (session: HostSession, workflowId: string, locale: string) => getHostWorkflow(await getDb(), session, workflowId, locale);

export const hostProgressRequest = async (session: HostSession, input: ProgressInput) => recordHostProgress(await getDb(), session, input);

export const hostQuizRequest = async (session: HostSession, quizId: unknown, locale: string) => getHostQuiz(await getDb(), session, quizId, locale);

export const hostSubmitQuizRequest = async (session: HostSession, input: SubmitQuizInput) => submitHostQuiz(await getDb(), session, input);

export const hostAttemptRequest = async (session: HostSession, attemptId: unknown) => getHostAttempt(await getDb(), session, attemptId);
