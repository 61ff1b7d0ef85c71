import { describe, expect, it } from 'vitest';
import { copyElement, drawElement, EDITOR_CANVAS, moveElement, reorder, retime, toCanvas, toSaved, type DrawStyle } from '@/lib/annotations/editor-ops';
import { record, redo, startHistory, undo } from '@/lib/annotations/history';
import { annotationElementSchema } from '@/lib/annotations/schema';

const style: DrawStyle = { colour: '#4689f4', strokeWidth: 6, shape: 'triangle', strokeType: 'dashed' };
const draw = (tool: Parameters<typeof drawElement>[0]['tool'], points: Array<{ x: number; y: number }>, time = 1) => drawElement({ id: tool, tool, points, style, time, stepDuration: 10 });

describe('annotation editor operations', () => {
  it('draws every tool into an element the save contract accepts', () => {
    const drag = [
      { x: 100, y: 100 },
      { x: 160, y: 140 },
      { x: 300, y: 200 },
    ];
    for (const tool of ['path', 'arrow', 'shape', 'blur', 'zoom'] as const) {
      const e = draw(tool, drag);
      expect(e, tool).not.toBeNull();
      expect(annotationElementSchema.safeParse(toSaved([e!])[0]).success, tool).toBe(true);
      expect(e).toMatchObject({ startTime: 1, endTime: 4, originalCanvasWidth: 960, originalCanvasHeight: 540 });
    }
    expect(draw('arrow', drag)).toMatchObject({ startX: 100, startY: 100, endX: 300, endY: 200, strokeWidth: 6, stroke: '#4689f4' });
    expect(draw('shape', drag)).toMatchObject({ shape: 'triangle', strokeType: 'dashed', strokeWidth: 2, left: 100, top: 100, width: 200, height: 100 });
    expect(draw('path', drag)).toMatchObject({ path: 'M 0 0 L 60 40 L 200 100', left: 100, top: 100 });
    const label = draw('i-text', [{ x: 30, y: 40 }]);
    expect(label).toMatchObject({ type: 'i-text', fill: '#4689f4', fontFamily: 'Noto Serif' });
    // An empty text is not saved; a written one is.
    expect(toSaved([label!])).toEqual([]);
    expect(annotationElementSchema.safeParse(toSaved([{ ...label!, text: 'Here' }])[0]).success).toBe(true);
  });

  it('rejects drags under 20 px, clamps to the 5 px margin and keeps times within the step', () => {
    expect(draw('arrow', [{ x: 10, y: 10 }, { x: 22, y: 25 }])).toBeNull();
    expect(draw('shape', [{ x: 10, y: 10 }, { x: 20, y: 20 }])).toBeNull();
    expect(draw('arrow', [{ x: -50, y: 10 }, { x: 2000, y: 900 }])).toMatchObject({ startX: 5, endX: 955, endY: 535 });
    expect(draw('zoom', [{ x: 0, y: 0 }, { x: 200, y: 200 }], 9)).toMatchObject({ startTime: 9, endTime: 10 });
    const e = draw('shape', [{ x: 0, y: 0 }, { x: 100, y: 100 }])!;
    expect(retime(e, 8, 2, 10)).toMatchObject({ startTime: 8, endTime: 8 });
    expect(retime(e, 1.234, 99, 10)).toMatchObject({ startTime: 1.23, endTime: 10 });
  });

  it('moves and copies within the canvas, arrows with their ends', () => {
    const box = draw('shape', [{ x: 800, y: 400 }, { x: 900, y: 500 }])!;
    expect(moveElement(box, 200, 100)).toMatchObject({ left: 860, top: 440 });
    const arrow = draw('arrow', [{ x: 100, y: 100 }, { x: 200, y: 150 }])!;
    expect(moveElement(arrow, -500, 10)).toMatchObject({ startX: 0, endX: 100, startY: 110, endY: 160 });
    expect(copyElement(box, 'copy')).toMatchObject({ id: 'copy', left: 810, top: 410 });
  });

  it('orders elements and scales ones drawn on another canvas', () => {
    const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(reorder(list, 'a', 'front').map((e) => e.id)).toEqual(['b', 'c', 'a']);
    expect(reorder(list, 'c', 'back').map((e) => e.id)).toEqual(['c', 'a', 'b']);
    expect(reorder(list, 'b', 'forward').map((e) => e.id)).toEqual(['a', 'c', 'b']);
    expect(reorder(list, 'a', 'backward').map((e) => e.id)).toEqual(['a', 'b', 'c']);
    const small = { id: 'p', type: 'path' as const, startTime: 0, endTime: 1, left: 10, top: 20, path: 'M 0 0 L 38 19.5', originalCanvasWidth: 480, originalCanvasHeight: 270 };
    expect(toCanvas(small, EDITOR_CANVAS)).toMatchObject({ left: 20, top: 40, path: 'M 0 0 L 76 39', originalCanvasWidth: 960 });
  });

  it('undoes and redoes; a change clears redo', () => {
    let h = startHistory(0);
    h = record(record(h, 1), 2);
    h = undo(undo(h));
    expect(h.present).toBe(0);
    h = redo(h);
    expect(h.present).toBe(1);
    h = record(h, 5);
    expect(redo(h).present).toBe(5);
    expect(undo(h).present).toBe(1);
  });
});
