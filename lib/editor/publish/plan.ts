import { createHash } from 'node:crypto';
import type { MixMode } from '@/lib/tts/schema';

/**
 * What the publish render burns into a workflow's media (pure): the blur regions of its
 * annotations and the voice-over clips, both on the workflow's timeline (the rungs), with blur
 * boxes as fractions of the frame so every rung scales them to its own pixels.
 */
export type BlurRegion = { x: number; y: number; w: number; h: number; start: number; end: number };
export type VoiceClip = { key: string; at: number; length: number };
export type PublishPlan = { blurs: BlurRegion[]; voice: { mode: MixMode; clips: VoiceClip[] } };

export type PlanStep = { id: string; start: number; end: number };
type Element = { type: string; [key: string]: unknown };
export type PlanAnnotation = { stepId: string; elements: readonly Element[] };
export type PlanBlock = { text2SpeechId: string | null; startTime: number; endTime: number };
export type PlanSpeech = { id: string; status: string; storageKey: string | null };

/** The canvas the annotations editor draws on when an element does not say (16:9, as zoomAt). */
const DEFAULT_CANVAS_WIDTH = 1280;

const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const r4 = (v: number) => Math.round(v * 10000) / 10000;
const r3 = (v: number) => Math.round(v * 1000) / 1000;
const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/**
 * Every blur element as a region: its box (left, top, width × scaleX, height × scaleY, in the
 * canvas of originalCanvasWidth/Height) as fractions of the frame, its step-relative times moved
 * onto the workflow's timeline and kept inside the step. Circles and triangles blur their box.
 */
export function blurRegions(steps: readonly PlanStep[], annotations: readonly PlanAnnotation[]): BlurRegion[] {
  const byId = new Map(steps.map((s) => [s.id, s]));
  const regions: BlurRegion[] = [];
  for (const annotation of annotations) {
    const step = byId.get(annotation.stepId);
    if (!step) continue;
    for (const e of annotation.elements) {
      if (e.type !== 'blur') continue;
      const cw = num(e.originalCanvasWidth, DEFAULT_CANVAS_WIDTH);
      const ch = num(e.originalCanvasHeight, cw * (9 / 16));
      const left = num(e.left, 0);
      const top = num(e.top, 0);
      const x = clamp01(left / cw);
      const y = clamp01(top / ch);
      const w = clamp01((left + num(e.width, 0) * num(e.scaleX, 1)) / cw) - x;
      const h = clamp01((top + num(e.height, 0) * num(e.scaleY, 1)) / ch) - y;
      const start = step.start + Math.max(0, num(e.startTime, 0));
      const end = Math.min(step.end, step.start + num(e.endTime, 0));
      if (w <= 0 || h <= 0 || end <= start) continue;
      regions.push({ x: r4(x), y: r4(y), w: r4(w), h: r4(h), start: r3(start), end: r3(end) });
    }
  }
  return regions;
}

/**
 * The generated speech of every block that has it (completed), at the block's start on the
 * workflow's timeline, cut at the block's end and at the step's end (audio longer than its span
 * would run into the next block).
 */
export function voiceClips(steps: readonly PlanStep[], blocksByStep: Readonly<Record<string, readonly PlanBlock[]>>, speeches: readonly PlanSpeech[]): VoiceClip[] {
  const ready = new Map(speeches.flatMap((s) => (s.status === 'completed' && s.storageKey ? [[s.id, s.storageKey] as const] : [])));
  const clips: VoiceClip[] = [];
  for (const step of steps) {
    for (const block of blocksByStep[step.id] ?? []) {
      const key = block.text2SpeechId ? ready.get(block.text2SpeechId) : undefined;
      if (!key) continue;
      const at = step.start + block.startTime;
      const length = Math.min(step.end, step.start + block.endTime) - at;
      if (length > 0) clips.push({ key, at: r3(at), length: r3(length) });
    }
  }
  return clips.sort((a, b) => a.at - b.at);
}

export const isEmptyPlan = (plan: PublishPlan) => plan.blurs.length === 0 && plan.voice.clips.length === 0;

/** A fingerprint of what a render of this plan produces; null when there is nothing to render. */
export function planKey(plan: PublishPlan): string | null {
  if (isEmptyPlan(plan)) return null;
  const body = { blurs: plan.blurs, voice: plan.voice.clips.length ? plan.voice : null };
  return createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 32);
}
