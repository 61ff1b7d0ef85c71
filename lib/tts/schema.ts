import { z } from 'zod';
import { revisionSchema } from '@/lib/editor/schema';
import { round2, TTS } from './constants';
import { findVoice } from './voices';

/** Contracts of the voice-over (spec 02 §3 Text-to-speech block and Audio source, §5, §7), shared by server and page. */
const seconds = z.number().min(0).max(24 * 3600).transform(round2);
export const speedSchema = z.union([z.literal('auto'), z.number().min(TTS.minSpeed).max(TTS.maxSpeed)]);
export type Speed = z.infer<typeof speedSchema>;
export const voiceIdSchema = z.string().refine((id) => Boolean(findVoice(id)), 'advancedEditor.voiceOver.errors.unknownVoice');
const textSchema = z.string().max(TTS.maxTextLength, 'advancedEditor.voiceOver.errors.textTooLong');

export const ttsBlockSchema = z
  .object({
    key: z.string().min(1).max(64),
    text2SpeechId: z.uuid().nullable().default(null),
    text: textSchema,
    time: z.number().min(0).max(24 * 3600).default(TTS.defaultBlockTime),
    speed: speedSchema.default(TTS.defaultSpeed),
    markedText: z.string().max(TTS.maxTextLength).nullable().default(null),
    startTime: seconds,
    endTime: seconds,
    voice: voiceIdSchema,
    isDirty: z.boolean().default(false),
  })
  .refine((b) => b.endTime > b.startTime, { message: 'advancedEditor.voiceOver.errors.emptySpan', path: ['endTime'] });
export type TtsBlock = z.output<typeof ttsBlockSchema>;

export const MIX_MODES = ['duck', 'replace'] as const;
export type MixMode = (typeof MIX_MODES)[number];

/** PUT …/voice-over: the blocks of every step and how publishing mixes them with the original sound, on the revision they were based on. */
export const saveVoiceOverSchema = z.object({
  revision: revisionSchema,
  mode: z.enum(MIX_MODES),
  steps: z.record(z.uuid(), z.array(ttsBlockSchema).max(500)),
});
export type SaveVoiceOverInput = z.output<typeof saveVoiceOverSchema>;

/** POST …/text-2-speech: the blocks to generate (spec 02 §7 {workflowId, text2Speechs}). */
export const generateSpeechSchema = z.object({
  text2Speechs: z
    .array(
      z
        .object({ key: z.string().min(1).max(64), stepId: z.uuid(), text: textSchema, voice: voiceIdSchema, speed: speedSchema, startTime: seconds, endTime: seconds })
        .refine((b) => b.endTime > b.startTime, { message: 'advancedEditor.voiceOver.errors.emptySpan', path: ['endTime'] }),
    )
    .min(1)
    .max(TTS.maxBlocksPerRequest),
});
export type GenerateSpeechInput = z.output<typeof generateSpeechSchema>;

/** GET /text-2-speech?text2SpeechIds=a,b */
export const speechIdsSchema = z.array(z.uuid()).min(1).max(100);

export const SOURCE_STATUSES = ['pending', 'processing', 'completed', 'failure'] as const;
export type SourceStatus = (typeof SOURCE_STATUSES)[number];

/** An audio source (spec 02 §3): one generation. rate null = automatic speed to fit targetDuration. */
export type AudioSourceDto = {
  id: string;
  stepId: string | null;
  voice: string;
  rate: number | null;
  text: string;
  language: string;
  targetDuration: number | null;
  duration: number | null;
  status: SourceStatus;
  /** Message key of a failure. */
  failure: string | null;
  speechURL: string | null;
  createdAt: string;
};

export type VoiceOverDto = {
  workflowId: string;
  /** The voice-over's revision: a save sends it back and is refused (409 editor.staleRevision) when another came first. */
  revision: number;
  title: string;
  languageCode: string;
  mode: MixMode;
  steps: Array<{ id: string; title: string; duration: number; videoUrl: string | null; blocks: TtsBlock[] }>;
  sources: AudioSourceDto[];
  voices: Array<{ id: string; label: string; provider: 'espeak' | 'openai'; gender: string }>;
  defaultVoice: string;
};
