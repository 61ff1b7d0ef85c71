import { z } from 'zod';
import { multilineText, text } from '@/lib/http/text';

/** Limits of one save (spec 02 §3 Annotation; the spec gives none, these keep a row a few MB at most). */
export const MAX_ANNOTATIONS_PER_BATCH = 200;
export const MAX_ELEMENTS_PER_ANNOTATION = 200;
export const MAX_STEP_IDS = 200;
export const MAX_TEXT_LENGTH = 500;
export const MAX_PATH_LENGTH = 20_000;
/** Coordinates and sizes are canvas pixels; a drawing canvas is at most a few thousand wide. */
const MAX_COORD = 20_000;
const MAX_SECONDS = 24 * 3600;

const finite = z.number().finite();
const coord = finite.min(-MAX_COORD).max(MAX_COORD);
const size = finite.min(0).max(MAX_COORD);
const canvasSize = finite.positive().max(MAX_COORD);
const scale = finite.positive().max(100);
const strokeWidth = finite.min(0).max(100);
const seconds = finite.min(0).max(MAX_SECONDS);

// #rgb, #rgba, #rrggbb, #rrggbbaa (the blur fill is #ffffff50), rgb()/rgba(), or a few names.
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/i;
const NAMED = new Set(['transparent', 'white', 'black', 'red', 'green', 'blue', 'yellow']);
export const colourSchema = text()
  .max(40)
  .refine((v) => HEX.test(v) || RGB.test(v) || NAMED.has(v.toLowerCase()), 'annotations.badColour');

// SVG path data only: commands, numbers, separators (it is drawn as <path d>).
const pathData = text()
  .min(1)
  .max(MAX_PATH_LENGTH)
  .regex(/^[MmLlHhVvCcSsQqTtAaZz0-9.,eE+\-\s]+$/, 'annotations.badPath');

/** A storage key (lib/storage/keys.ts rules are checked again against the organisation's folder on save). */
const storageKey = text().min(1).max(1024);

const base = {
  id: text().trim().min(1).max(64),
  startTime: seconds,
  endTime: seconds,
  top: coord,
  left: coord,
  scaleX: scale.optional(),
  scaleY: scale.optional(),
  width: size.optional(),
  height: size.optional(),
  originalCanvasWidth: canvasSize.optional(),
  originalCanvasHeight: canvasSize.optional(),
};

const shapeKind = z.enum(['circle', 'rectangle', 'triangle']);

const pathElement = z.strictObject({ ...base, type: z.literal('path'), path: pathData, fill: colourSchema.nullable().optional(), strokeWidth, stroke: colourSchema });
const arrowElement = z.strictObject({ ...base, type: z.literal('arrow'), stroke: colourSchema, strokeWidth, startX: coord, startY: coord, endX: coord, endY: coord });
const textElement = z.strictObject({
  ...base,
  type: z.literal('i-text'),
  text: multilineText().min(1).max(MAX_TEXT_LENGTH, 'annotations.textTooLong'),
  fill: colourSchema.optional(),
  backgroundColor: colourSchema.nullable().optional(),
  fontWeight: z.union([z.enum(['normal', 'bold']), z.number().int().min(100).max(900)]).optional(),
  fontStyle: z.enum(['normal', 'italic']).optional(),
  fontFamily: text().max(64).regex(/^[\w ,'-]+$/, 'annotations.badFont').optional(),
  fontSize: finite.positive().max(500).optional(),
});
/** Images are stored objects of the organisation's annotations folder, named by key; readers get signed URLs. */
const imageElement = z.strictObject({ ...base, type: z.literal('image'), imageKey: storageKey, originalImageKey: storageKey.optional() });
const shapeElement = z.strictObject({
  ...base,
  type: z.literal('shape'),
  shape: shapeKind,
  fill: colourSchema.nullable().optional(),
  radius: size.optional(),
  stroke: colourSchema.optional(),
  strokeWidth: strokeWidth.optional(),
  strokeType: z.enum(['none', 'solid', 'dashed']).optional(),
});
const blurElement = z.strictObject({ ...base, type: z.literal('blur'), shape: shapeKind, radius: size.optional() });

export const annotationElementSchema = z
  .discriminatedUnion('type', [pathElement, arrowElement, textElement, imageElement, shapeElement, blurElement])
  .refine((e) => e.endTime >= e.startTime, { message: 'annotations.endBeforeStart', path: ['endTime'] });
export type AnnotationElement = z.infer<typeof annotationElementSchema>;

const uuid = z.uuid();

export const annotationInputSchema = z.strictObject({
  /** Optional: a new annotation gets one. */
  id: uuid.optional(),
  stepId: uuid,
  elements: z.array(annotationElementSchema).max(MAX_ELEMENTS_PER_ANNOTATION),
});
export type AnnotationInput = z.infer<typeof annotationInputSchema>;

export const batchUpsertAnnotationsSchema = z.strictObject({
  workflowId: uuid,
  annotations: z
    .array(annotationInputSchema)
    .max(MAX_ANNOTATIONS_PER_BATCH)
    .refine((list) => {
      const ids = list.flatMap((a) => (a.id ? [a.id] : []));
      return new Set(ids).size === ids.length;
    }, 'annotations.duplicateId'),
});
export type BatchUpsertAnnotationsInput = z.infer<typeof batchUpsertAnnotationsSchema>;

/** Ids that are not well-formed simply match nothing (answered like unknown ones). */
export const getAnnotationsByStepsSchema = z.strictObject({
  stepIds: z.array(text().max(64)).min(1).max(MAX_STEP_IDS),
});
export type GetAnnotationsByStepsInput = z.infer<typeof getAnnotationsByStepsSchema>;
