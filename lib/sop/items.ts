import type { MultimodalSopItemRow } from '@/db/schema';
import type { Attachment, BlockType, SopItem } from './schema';

type ItemRow = Omit<MultimodalSopItemRow, 'organizationId' | 'sopId'>;
const DATA_FIELDS = ['checklistItems', 'questions', 'workflowId', 'stepId', 'video', 'fileRequest', 'smartCompare'] as const;

const rank = (type: BlockType) => (type === 'introduction' ? 0 : type === 'conclusion' ? 2 : 1);

/** Contract order: introductions first, conclusions last, the rest as the editor sent them (a stable sort). */
export function normaliseOrder<T extends { type: BlockType }>(items: T[]): T[] {
  return items.map((item, i) => ({ item, i })).sort((a, b) => rank(a.item.type) - rank(b.item.type) || a.i - b.i).map(({ item }) => item);
}

/** Stored attachments never keep a URL: it is signed on every read. */
const storedAttachments = (attachments: Attachment[]): Attachment[] =>
  attachments.map((a) => Object.fromEntries(Object.entries(a).filter(([key]) => key !== 'url')) as Attachment);

export function toItemRows(items: SopItem[]): ItemRow[] {
  return normaliseOrder(items).map((item, position) => {
    const data: Record<string, unknown> = {};
    for (const field of DATA_FIELDS) if (item[field] !== undefined) data[field] = item[field];
    return { id: item.id, position, type: item.type, title: item.title, description: item.description, data, attachments: storedAttachments(item.attachments) };
  });
}

export function toSopItem(row: ItemRow): SopItem {
  const data = (row.data ?? {}) as Partial<SopItem>;
  return {
    id: row.id,
    type: row.type as BlockType,
    title: row.title,
    description: row.description,
    attachments: (row.attachments ?? []) as Attachment[],
    ...Object.fromEntries(DATA_FIELDS.filter((f) => data[f] !== undefined).map((f) => [f, data[f]])),
  };
}

/** The upload ids an item refers to (attachments, video, smart-compare reference): each must be the caller's organisation's. */
export function uploadIdsOf(items: SopItem[]): string[] {
  const ids = new Set<string>();
  for (const item of items) {
    for (const a of item.attachments) if (a.uploadId) ids.add(a.uploadId);
    if (item.video?.uploadId) ids.add(item.video.uploadId);
    if (item.smartCompare?.source) ids.add(item.smartCompare.source);
  }
  return [...ids];
}

/** The workflows blocks and attachments refer to. */
export function workflowIdsOf(items: SopItem[]): string[] {
  const ids = new Set<string>();
  for (const item of items) {
    for (const a of item.attachments) if (a.workflowId) ids.add(a.workflowId);
    if (item.workflowId) ids.add(item.workflowId);
    if (item.smartCompare?.workflowId) ids.add(item.smartCompare.workflowId);
  }
  return [...ids];
}

/** Copies for a duplicate or template: fresh ids, same content. */
export const withFreshIds = (items: SopItem[], newId: () => string): SopItem[] => items.map((item) => ({ ...item, id: newId() }));
