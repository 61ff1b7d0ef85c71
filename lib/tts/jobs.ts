import 'server-only';
import { defineJob, sendJob } from '@/lib/jobs';
import { runSpeech, type SpeechJobData } from './generate';

/** Generation of one text-to-speech block (generate.ts records its outcome on the row). */
export const TEXT_TO_SPEECH_JOB = 'text-to-speech';

export const textToSpeechJob = defineJob<SpeechJobData>(TEXT_TO_SPEECH_JOB, async (data) => void (await runSpeech(data)), {
  retryLimit: 1,
  retryDelay: 5,
  expireInSeconds: 600,
  concurrency: 2,
});

export const sendSpeechJob = (data: SpeechJobData) => sendJob<SpeechJobData>(TEXT_TO_SPEECH_JOB, data, { singletonKey: data.text2SpeechId });
