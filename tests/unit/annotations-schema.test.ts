import { describe, expect, it } from 'vitest';
import { annotationElementSchema, batchUpsertAnnotationsSchema, colourSchema, MAX_ELEMENTS_PER_ANNOTATION } from '@/lib/annotations/schema';

const arrow = { id: 'a', type: 'arrow', startTime: 0, endTime: 2, top: 0, left: 0, stroke: '#ff0600', strokeWidth: 6, startX: 0, startY: 0, endX: 40, endY: 40 };
const issuesOf = (value: unknown) => {
  const result = annotationElementSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('annotation element contract', () => {
  it('accepts the spec palette, the blur fill and rgb()/rgba() colours', () => {
    for (const colour of ['#4689f4', 'white', 'black', '#ff0600', '#00ff00', '#ffff00', '#ffffff50', '#fff', '#ff06', 'rgba(255, 0, 0, 0.5)', 'rgb(1,2,3)', 'transparent']) {
      expect(colourSchema.safeParse(colour).success, colour).toBe(true);
    }
    for (const colour of ['#12345', 'url(#x)', 'red;background:url(x)', 'rgba(1,2,3,4)', '', 'expression(alert(1))']) {
      expect(colourSchema.safeParse(colour).success, colour).toBe(false);
    }
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
