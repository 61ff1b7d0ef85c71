import { AppError } from '@/lib/http/errors';
import { getStorage, isValidKey } from '@/lib/storage';
import type { AnnotationElement } from './schema';

/** The organisation's annotations folder (spec 02 §7: storage folders by kind under the organisation prefix). */
export const annotationsFolder = (orgId: string) => `orgs/${orgId}/annotations/`;

const keysOf = (elements: AnnotationElement[]) =>
  elements.flatMap((e) => (e.type === 'image' ? [e.imageKey, ...(e.originalImageKey ? [e.originalImageKey] : [])] : []));

/**
 * Image elements may only name stored objects of the caller's organisation's annotations folder:
 * a key elsewhere (another organisation's media, a workflow's video) would be signed for anyone
 * who can watch the workflow.
 */
export async function assertImageKeys(orgId: string, elements: AnnotationElement[]) {
  const keys = [...new Set(keysOf(elements))];
  const folder = annotationsFolder(orgId);
  const misplaced = keys.filter((key) => !isValidKey(key) || !key.startsWith(folder));
  if (misplaced.length) throw new AppError('invalid_input', 'annotations.badImageKey', { keys: misplaced });
  const storage = getStorage();
  const present = await Promise.all(keys.map((key) => storage.exists(key)));
  const missing = keys.filter((_, i) => !present[i]);
  if (missing.length) throw new AppError('invalid_input', 'annotations.imageMissing', { keys: missing });
}
