import { describe, expect, it } from 'vitest';
import { annotationElementSchema, batchUpsertAnnotationsSchema, colourSchema, MAX_ELEMENTS_PER_ANNOTATION } from '@/lib/annotations/schema';

const arrow = { id: 'a', type: 'arrow', startTime: 0, endTime: 2, top: 0, left: 0, stroke: '#ff0600', strokeWidth: 6, startX: 0, startY: 0, endX: 40, endY: 40 };
const issuesOf = (value: unknown) => {
  const result = annotationElementSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('annotation element contract', () => {
  it('accepts only the spec palette (any spelling) and stores it as #rrggbb', () => {
    for (const colour of ['#4689f4', 'white', 'black', '#ff0600', '#00ff00', '#ffff00', '#fff', '#4689F4', 'BLACK']) {
      expect(colourSchema.safeParse(colour).success, colour).toBe(true);
    }
    expect(colourSchema.parse('WHITE')).toBe('#ffffff');
    for (const colour of ['#12345', 'url(#x)', 'red', '#ffffff50', 'rgba(255, 0, 0, 0.5)', 'transparent', '', 'expression(alert(1))']) {
      expect(colourSchema.safeParse(colour).success, colour).toBe(false);
    }
  });

  it('takes the stroke widths 4, 6, 8 (shapes also 2), arrows and shapes of 20 px or more, objects inside their canvas', () => {
    expect(issuesOf({ ...arrow, strokeWidth: 5 })).toEqual(['strokeWidth:annotations.badStrokeWidth']);
    expect(issuesOf({ ...arrow, endX: 12, endY: 15 })).toEqual(['width:annotations.tooShort']);
    const shape = { id: 's', type: 'shape', shape: 'circle', startTime: 0, endTime: 1, top: 10, left: 10, width: 40, height: 30, strokeWidth: 2, strokeType: 'dashed' };
    expect(issuesOf(shape)).toEqual([]);
    expect(issuesOf({ ...shape, width: 10, height: 10 })).toEqual(['width:annotations.tooShort']);
    expect(issuesOf({ ...shape, width: 10, height: 10, scaleX: 3, scaleY: 3 })).toEqual([]);
    const canvas = { originalCanvasWidth: 676, originalCanvasHeight: 380 };
    expect(issuesOf({ ...shape, ...canvas, left: 640 })).toEqual(['left:annotations.outsideCanvas']);
    expect(issuesOf({ ...shape, ...canvas, scaleY: 20 })).toEqual(['left:annotations.outsideCanvas']);
    expect(issuesOf({ ...arrow, ...canvas, endX: 700 })).toEqual(['left:annotations.outsideCanvas']);
    expect(issuesOf({ ...arrow, ...canvas })).toEqual([]);
  });

  it('bounds pen paths, takes zoom regions and text translations', () => {
    const pen = { id: 'p', type: 'path', startTime: 0, endTime: 1, top: 0, left: 0, stroke: '#00ff00', strokeWidth: 4 };
    expect(issuesOf({ ...pen, path: `M0 0 ${'L1 1 '.repeat(2000)}` })).toEqual([]);
    expect(issuesOf({ ...pen, path: `M0 0 ${'L1 1 '.repeat(2600)}` })).toEqual(['path:annotations.pathTooLarge']);
    const zoom = { id: 'z', type: 'zoom', startTime: 1, endTime: 4, top: 10, left: 10, width: 200, height: 112 };
    expect(issuesOf(zoom)).toEqual([]);
    expect(issuesOf({ ...zoom, width: 10 })[0]).toMatch(/^width:/);
    expect(issuesOf({ ...zoom, stroke: '#ff0600' })).toHaveLength(1);
    const label = { id: 't', type: 'i-text', startTime: 0, endTime: 1, top: 0, left: 0, text: 'Loosen' };
    expect(issuesOf({ ...label, translations: { de: 'Lösen', 'pt-BR': 'Solte' } })).toEqual([]);
    expect(issuesOf({ ...label, translations: { 'not a code': 'x' } })[0]).toMatch(/^translations/);
    expect(issuesOf({ ...label, translations: { de: 'x'.repeat(501) } })).toEqual(['translations.de:annotations.textTooLong']);
  });

  it('takes an element lasting zero seconds, refuses one ending before it starts', () => {
    expect(issuesOf({ ...arrow, startTime: 2, endTime: 2 })).toEqual([]);
    expect(issuesOf({ ...arrow, startTime: 3, endTime: 2 })).toEqual(['endTime:annotations.endBeforeStart']);
  });

  it('is strict per type: fields of another type, unknown types and non-finite numbers are refused', () => {
    expect(issuesOf({ ...arrow, text: 'hello' })).toHaveLength(1);
    expect(issuesOf({ ...arrow, type: 'video' })[0]).toMatch(/^type:/);
    expect(issuesOf({ ...arrow, top: Number.POSITIVE_INFINITY })[0]).toMatch(/^top:/);
    expect(issuesOf({ ...arrow, scaleX: 0 })[0]).toMatch(/^scaleX:/);
    expect(issuesOf({ id: 'b', type: 'blur', shape: 'circle', startTime: 0, endTime: 1, top: 0, left: 0 })).toEqual([]);
    expect(issuesOf({ id: 't', type: 'i-text', startTime: 0, endTime: 1, top: 0, left: 0, text: '' })[0]).toMatch(/^text:/);
  });

  it('bounds a batch: element count, duplicate annotation ids', () => {
    const stepId = '0b6f1c1e-2f7a-4d8e-9a55-3c1d2e4f5a6b';
    const workflowId = '1b6f1c1e-2f7a-4d8e-9a55-3c1d2e4f5a6b';
    const many = Array.from({ length: MAX_ELEMENTS_PER_ANNOTATION + 1 }, (_, i) => ({ ...arrow, id: `a${i}` }));
    expect(batchUpsertAnnotationsSchema.safeParse({ workflowId, annotations: [{ stepId, elements: many }] }).success).toBe(false);
    const twice = { workflowId, annotations: [{ id: stepId, stepId, elements: [] }, { id: stepId, stepId, elements: [] }] };
    const result = batchUpsertAnnotationsSchema.safeParse(twice);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('annotations.duplicateId');
  });
});
