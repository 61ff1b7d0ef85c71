import { defineJob } from '@/lib/jobs';
import { GENERATE_QUIZ_JOB, runQuizGeneration, type GenerateQuizJobData } from './generate';

/** Failures are recorded on the quiz (status failure) by runQuizGeneration; the author retries. */
export const generateQuizJob = defineJob<GenerateQuizJobData>(GENERATE_QUIZ_JOB, runQuizGeneration, { retryLimit: 0, expireInSeconds: 15 * 60 });
