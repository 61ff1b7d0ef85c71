import { randomUUID } from 'node:crypto';
import { ITEM_DESCRIPTION_MAX, ITEM_TITLE_MAX, MAX_IMAGES_PER_ITEM, type Attachment, type BlockType, type SopItem } from '@/lib/sop/schema';
import { clip } from './pdf-text';

/** A new block with a fresh id, its texts cut to the item limits (lib/sop/schema). */
export function newItem(type: BlockType, fields: { title?: string; description?: string; attachments?: Attachment[] } & Partial<SopItem> = {}): SopItem {
  const { title = '', description = '', attachments = [], ...rest } = fields;
  return {
    ...rest,
    id: randomUUID(),
    type,
    title: clip(title.trim(), ITEM_TITLE_MAX),
    description: clip(description.trim(), ITEM_DESCRIPTION_MAX),
    attachments: capImages(attachments),
  };
}

/** At most MAX_IMAGES_PER_ITEM pictures a block (spec 02 §5): later ones are dropped, other attachments kept. */
export function capImages(attachments: readonly Attachment[]): Attachment[] {
  let images = 0;
  return attachments.filter((a) => (a.type === 'image' || a.type === 'diagram' ? ++images <= MAX_IMAGES_PER_ITEM : true));
}

/** Introduction first, the content, conclusion last (the order the editor keeps). */
export const framed = (introduction: SopItem, content: SopItem[], conclusion: SopItem = newItem('conclusion')): SopItem[] => [introduction, ...content, conclusion];
