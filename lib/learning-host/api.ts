import 'server-only';
import { getDb } from '@/db/client';
import type { HostSession } from './host-session';
import { validateLaunch, type LaunchMeta } from './launch';
import { recordHostProgress } from './progress';
import type { ProgressInput, ValidateInput } from './schema';
import { signInWithCustomToken } from './sign-in';
import { getHostWorkflow } from './workflow';

/** The route handlers' entry points, on the process's database (app/ never reaches db/). */
export const validateLaunchRequest = async (input: ValidateInput, meta: LaunchMeta) => validateLaunch(await getDb(), input, meta);

export const signInRequest = async (customToken: string, meta: { ip: string; userAgent?: string | null }) => signInWithCustomToken(await getDb(), customToken, meta);

export const hostWorkflowRequest = async (session: HostSession, workflowId: string, locale: string) => getHostWorkflow(await getDb(), session, workflowId, locale);

export const hostProgressRequest = async (session: HostSession, input: ProgressInput) => recordHostProgress(await getDb(), session, input);
