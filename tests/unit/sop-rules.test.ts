import { describe, expect, it } from 'vitest';
import { normaliseOrder, toItemRows, toSopItem, uploadIdsOf, workflowIdsOf } from '@/lib/sop/items';
import { taskModeOf } from '@/lib/sop/present';
import { createSopSchema, putSopSchema, sopItemSchema, type SopItem } from '@/lib/sop/schema';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const item = (n: number, type: SopItem['type'], extra: Partial<SopItem> = {}): SopItem => ({ id: id(n), type, title: '', description: '', attachments: [], ...extra });

describe('SOP block order and storage', () => {
  it('puts introductions first and conclusions last, keeping the rest in the order sent', () => {
    const order = normaliseOrder([item(1, 'step'), item(2, 'conclusion'), item(3, 'warning'), item(4, 'introduction'), item(5, 'step')]);
    expect(order.map((i) => i.id)).toEqual([id(4), id(1), id(3), id(5), id(2)]);
  });

  it('stores type-specific fields in data, never a signed URL, and reads them back unchanged', () => {
    const checklist = item(1, 'checklist', {
      checklistItems: [{ id: 'c1', text: 'Gloves' }],
      attachments: [{ id: 'a', type: 'image', name: 'p.jpg', uploadId: id(7), url: 'https://signed.example.com/p.jpg' }],
    });
    const [row] = toItemRows([checklist]);
    expect(row.data).toEqual({ checklistItems: [{ id: 'c1', text: 'Gloves' }] });
    expect(row.attachments).toEqual([{ id: 'a', type: 'image', name: 'p.jpg', uploadId: id(7) }]);
    expect(toSopItem(row)).toEqual({ ...checklist, attachments: [{ id: 'a', type: 'image', name: 'p.jpg', uploadId: id(7) }] });
  });

  it('collects the uploads and workflows blocks refer to', () => {
    const items = [
      item(1, 'video', { video: { sdKey: 'k', uploadId: id(8) } }),
      item(2, 'workflow', { workflowId: id(9), attachments: [{ id: 'a', type: 'pdf', name: 'x.pdf', uploadId: id(7) }] }),
      item(3, 'smartCompare', { smartCompare: { sourceType: 'video', source: id(6), showReference: true, workflowId: id(5) } }),
    ];
    expect(uploadIdsOf(items).sort()).toEqual([id(6), id(7), id(8)]);
    expect(workflowIdsOf(items).sort()).toEqual([id(5), id(9)]);
  });
});

describe('SOP task mode (spec 02 §4)', () => {
  const sop = (over: Partial<{ published: boolean; status: string; metadata: unknown }> = {}) => ({ published: false, status: 'completed', metadata: {}, ...over });
  it('is view for viewers, execution sessions and published tasks; default while importing; create until the first save', () => {
    expect(taskModeOf(sop(), false)).toBe('view');
    expect(taskModeOf(sop(), true, 'skill')).toBe('view');
    expect(taskModeOf(sop({ published: true }), true)).toBe('view');
    expect(taskModeOf(sop({ status: 'processing' }), true)).toBe('default');
    expect(taskModeOf(sop({ metadata: { firstLoad: true } }), true)).toBe('create');
    expect(taskModeOf(sop(), true)).toBe('edit');
  });
});

describe('SOP contract limits (spec 02 §5)', () => {
  it('allows a title of 90 characters, not 91, and refuses blank ones', () => {
    const base = { workspaceId: id(1), mode: 'manual' };
    expect(createSopSchema.safeParse({ ...base, title: 'x'.repeat(90) }).success).toBe(true);
    expect(createSopSchema.safeParse({ ...base, title: 'x'.repeat(91) }).error?.issues[0].message).toBe('sopErrors.titleTooLong');
    expect(putSopSchema.safeParse({ title: ' ', items: [], version: 1 }).error?.issues[0].message).toBe('sopErrors.titleRequired');
  });

  it('allows 10 images per block, not 11', () => {
    const images = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `a${i}`, type: 'image', name: 'p.jpg' }));
    expect(sopItemSchema.safeParse({ ...item(1, 'step'), attachments: images(10) }).success).toBe(true);
    expect(sopItemSchema.safeParse({ ...item(1, 'step'), attachments: images(11) }).error?.issues[0].message).toBe('sopErrors.tooManyImages');
  });
});
