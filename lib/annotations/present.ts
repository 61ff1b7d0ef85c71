import type { Annotation } from '@/db/schema';
import type { AnnotationDto, AnnotationElementDto } from '@/lib/player/schema';
import { signedMediaUrl } from '@/lib/workflows/media-urls';
import type { AnnotationElement } from './schema';

export type PresentOptions = {
  /** Authors get the storage keys back, so a save can name the same images again; players never do. */
  withKeys: boolean;
};

/** An image element as a browser needs it: signed, expiring URLs in place of storage keys. */
async function presentElement(element: AnnotationElement, { withKeys }: PresentOptions): Promise<AnnotationElementDto> {
  if (element.type !== 'image') return element;
  const { imageKey, originalImageKey, ...rest } = element;
  const imageUrl = await signedMediaUrl(imageKey);
  const originalImageUrl = originalImageKey ? await signedMediaUrl(originalImageKey) : imageUrl;
  return { ...rest, imageUrl, originalImageUrl, ...(withKeys ? { imageKey, ...(originalImageKey ? { originalImageKey } : {}) } : {}) };
}

/** Stored rows hold only elements that passed the contract on save. */
const elementsOf = (row: Pick<Annotation, 'elements'>) => (Array.isArray(row.elements) ? (row.elements as AnnotationElement[]) : []);

export async function presentAnnotation(row: Pick<Annotation, 'id' | 'stepId' | 'elements'>, options: PresentOptions): Promise<AnnotationDto> {
  return { id: row.id, stepId: row.stepId, elements: await Promise.all(elementsOf(row).map((e) => presentElement(e, options))) };
}

export const presentAnnotations = (rows: Array<Pick<Annotation, 'id' | 'stepId' | 'elements'>>, options: PresentOptions) =>
  Promise.all(rows.map((row) => presentAnnotation(row, options)));
