import { z } from 'zod';
import { multilineText, text } from '@/lib/http/text';
import { MIN_SHAPE_LENGTH, paletteColour, SHAPE_STROKE_WIDTH, STROKE_WIDTHS } from './drawing';

/** Limits of one save (spec 02 §3 Annotation; the spec gives none, these keep a row a few MB at most). */
export const MAX_ANNOTATIONS_PER_BATCH = 200;
export const MAX_ELEMENTS_PER_ANNOTATION = 200;
export const MAX_STEP_IDS = 200;
export const MAX_TEXT_LENGTH = 500;
export const MAX_PATH_LENGTH = 20_000;
/** A pen stroke of at most 2,500 points. */
export const MAX_PATH_NUMBERS = 5_000;
export const MAX_TRANSLATIONS = 20;
/** Coordinates and sizes are canvas pixels; a drawing canvas is at most a few thousand wide. */
const MAX_COORD = 20_000;
const MAX_SECONDS = 24 * 3600;

const finite = z.number().finite();
const coord = finite.min(-MAX_COORD).max(MAX_COORD);
const size = finite.min(0).max(MAX_COORD);
const canvasSize = finite.positive().max(MAX_COORD);
const scale = finite.positive().max(100);
const seconds = finite.min(0).max(MAX_SECONDS);

/** Colours come from the spec's palette (§9), in any case, as #rgb, #rrggbb or white/black; stored as #rrggbb. */
export const colourSchema = text()
  .max(40)
  .refine((v) => paletteColour(v) !== null, 'annotations.badColour')
  .transform((v) => paletteColour(v) as string);

/** Pen and arrow: thin 4, normal 6, bold 8; shapes also take the 2 px outline. */
const lineWidth = z.literal(Object.values(STROKE_WIDTHS), { error: 'annotations.badStrokeWidth' });
const outlineWidth = z.literal([SHAPE_STROKE_WIDTH, ...Object.values(STROKE_WIDTHS)], { error: 'annotations.badStrokeWidth' });

// SVG path data only: commands, numbers, separators (it is drawn as <path d>).
const pathData = text()
  .min(1)
  .max(MAX_PATH_LENGTH)
  .regex(/^[MmLlHhVvCcSsQqTtAaZz0-9.,eE+\-\s]+$/, 'annotations.badPath')
  .refine((d) => (d.match(/[0-9.]+/g)?.length ?? 0) <= MAX_PATH_NUMBERS, 'annotations.pathTooLarge');

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

const pathElement = z.strictObject({ ...base, type: z.literal('path'), path: pathData, fill: colourSchema.nullable().optional(), strokeWidth: lineWidth, stroke: colourSchema });
const arrowElement = z.strictObject({ ...base, type: z.literal('arrow'), stroke: colourSchema, strokeWidth: lineWidth, startX: coord, startY: coord, endX: coord, endY: coord });
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
  /** The text in other content languages (language code → text); the player shows the viewer's. */
  translations: z
    .record(text().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/, 'annotations.badLanguage'), multilineText().max(MAX_TEXT_LENGTH, 'annotations.textTooLong'))
    .refine((r) => Object.keys(r).length <= MAX_TRANSLATIONS, 'annotations.tooManyTranslations')
    .optional(),
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
  strokeWidth: outlineWidth.optional(),
  strokeType: z.enum(['none', 'solid', 'dashed']).optional(),
});
const blurElement = z.strictObject({ ...base, type: z.literal('blur'), shape: shapeKind, radius: size.optional() });
/** A zoom region: the player magnifies this area of the video for the element's time range. */
const zoomElement = z.strictObject({ ...base, type: z.literal('zoom'), width: size.min(MIN_SHAPE_LENGTH), height: size.min(MIN_SHAPE_LENGTH) });

type Drawn = { type: string; left: number; top: number; width?: number; height?: number; scaleX?: number; scaleY?: number; originalCanvasWidth?: number; originalCanvasHeight?: number };
type Arrow = { startX: number; startY: number; endX: number; endY: number };

/** Spec 02 §5: an arrow or shape shorter than 20 px is no drawing. */
function longEnough(e: Drawn & Partial<Arrow>) {
  if (e.type === 'arrow') return Math.hypot((e.endX ?? 0) - (e.startX ?? 0), (e.endY ?? 0) - (e.startY ?? 0)) >= MIN_SHAPE_LENGTH;
  if ((e.type === 'shape' || e.type === 'blur') && e.width !== undefined && e.height !== undefined) {
    return Math.hypot(e.width * (e.scaleX ?? 1), e.height * (e.scaleY ?? 1)) >= MIN_SHAPE_LENGTH;
  }
  return true;
}

/** Spec 02 §5: objects stay inside the canvas they were drawn on (a pixel of rounding allowed). */
function insideCanvas(e: Drawn & Partial<Arrow>) {
  const cw = e.originalCanvasWidth;
  const ch = e.originalCanvasHeight;
  if (cw === undefined || ch === undefined) return true;
  const within = (x: number, y: number) => x >= -1 && y >= -1 && x <= cw + 1 && y <= ch + 1;
  if (e.type === 'arrow') return within(e.startX ?? 0, e.startY ?? 0) && within(e.endX ?? 0, e.endY ?? 0);
  const w = (e.width ?? 0) * (e.scaleX ?? 1);
  const h = (e.height ?? 0) * (e.scaleY ?? 1);
  return within(e.left, e.top) && within(e.left + w, e.top + h);
}

export const annotationElementSchema = z
  .discriminatedUnion('type', [pathElement, arrowElement, textElement, imageElement, shapeElement, blurElement, zoomElement])
  .refine((e) => e.endTime >= e.startTime, { message: 'annotations.endBeforeStart', path: ['endTime'] })
  .refine(longEnough, { message: 'annotations.tooShort', path: ['width'] })
  .refine(insideCanvas, { message: 'annotations.outsideCanvas', path: ['left'] });
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
