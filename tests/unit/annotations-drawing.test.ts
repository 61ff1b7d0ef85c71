import { describe, expect, it } from 'vitest';
import {
  acceptScale,
  arrowHead,
  BLUR_FILL,
  boxFromDrag,
  canvasHeightFor,
  clampPoint,
  fitImage,
  isLongEnough,
  keepInside,
  paletteColour,
  shapeOutline,
  STROKE_WIDTHS,
  wrapText,
} from '@/lib/annotations/drawing';
import { localizedText, zoomAt } from '@/lib/annotations/view';

const canvas = { width: 676, height: 380 };
// A monospace stand-in: every character 10 px wide.
const measure = (s: string) => s.length * 10;

describe('drawing rules (spec 02 §5, §9)', () => {
  it('rejects arrows and shapes shorter than 20 px', () => {
    expect(isLongEnough({ x: 0, y: 0 }, { x: 12, y: 15 })).toBe(false); // 19.2 px
    expect(isLongEnough({ x: 0, y: 0 }, { x: 12, y: 16 })).toBe(true); // 20 px
  });

  it('clamps points 5 px inside the canvas', () => {
    expect(clampPoint({ x: -40, y: 900 }, canvas)).toEqual({ x: 5, y: 375 });
    expect(clampPoint({ x: 100, y: 100 }, canvas)).toEqual({ x: 100, y: 100 });
    expect(boxFromDrag({ x: 50, y: 60 }, { x: 10, y: 20 })).toEqual({ x: 10, y: 20, width: 40, height: 40 });
  });

  it('keeps moved objects inside and reverts scaling past the edge', () => {
    expect(keepInside({ x: 650, y: -10, width: 60, height: 40 }, canvas)).toEqual({ x: 616, y: 0, width: 60, height: 40 });
    const before = { x: 600, y: 300, width: 60, height: 40 };
    expect(acceptScale(before, { ...before, width: 90 }, canvas)).toBe(before);
    const inside = { ...before, width: 70 };
    expect(acceptScale(before, inside, canvas)).toBe(inside);
  });

  it('scales images down to the canvas minus 50 px, never up', () => {
    expect(fitImage({ width: 100, height: 50 }, canvas)).toEqual({ width: 100, height: 50 });
    expect(fitImage({ width: 1920, height: 1080 }, canvas)).toEqual({ width: 587, height: 330 });
    expect(fitImage({ width: 200, height: 2000 }, canvas)).toEqual({ width: 33, height: 330 });
  });

  it('wraps text at the canvas width minus margins and truncates with an ellipsis', () => {
    const small = { width: 110, height: 80 }; // 100 px of line, 3 lines of 22 px
    expect(wrapText('one two three four', measure, { canvas: small, lineHeight: 22 })).toEqual(['one two', 'three four']);
    expect(wrapText('abcdefghijklmnop', measure, { canvas: small, lineHeight: 22 })).toEqual(['abcdefghij', 'klmnop']);
    const long = wrapText('aa bb cc dd ee ff gg hh ii jj kk ll mm', measure, { canvas: small, lineHeight: 22 });
    expect(long).toHaveLength(3);
    expect(long[2].endsWith('…')).toBe(true);
    expect(Math.max(...long.map(measure))).toBeLessThanOrEqual(100);
    expect(wrapText('a\nb', measure, { canvas: small, lineHeight: 22 })).toEqual(['a', 'b']);
  });

  it('knows the palette, stroke widths, dash, arrow head, blur fill and 16:9', () => {
    expect(['#4689F4', 'white', '#FFF', 'black', '#ff0600', '#00ff00', '#ffff00'].map(paletteColour)).toEqual(['#4689f4', '#ffffff', '#ffffff', '#000000', '#ff0600', '#00ff00', '#ffff00']);
    expect(paletteColour('red')).toBeNull();
    expect(paletteColour('#123456')).toBeNull();
    expect(STROKE_WIDTHS).toEqual({ thin: 4, normal: 6, bold: 8 });
    expect(shapeOutline('dashed')).toEqual({ visible: true, dash: [4, 4] });
    expect(shapeOutline('none').visible).toBe(false);
    expect(shapeOutline('solid').dash).toBeUndefined();
    const [a, b] = arrowHead({ x: 0, y: 0 }, { x: 100, y: 0 });
    expect(Math.hypot(a.x - 100, a.y)).toBeCloseTo(20);
    expect(a.y).toBeCloseTo(-b.y);
    expect(BLUR_FILL).toBe('#ffffff50');
    expect(canvasHeightFor(1280)).toBe(720);
  });
});

describe('player views of annotations', () => {
  const zoom = { type: 'zoom', startTime: 2, endTime: 5, top: 0, left: 0, width: 640, height: 360, originalCanvasWidth: 1280, originalCanvasHeight: 720 };

  it('zooms into a region only during its time range, kept within the video', () => {
    expect(zoomAt([zoom], 1)).toBeNull();
    expect(zoomAt([zoom], 2)).toEqual({ scale: 2, originX: 0, originY: 0 });
    // A centred quarter: origin in the middle.
    expect(zoomAt([{ ...zoom, left: 320, top: 180 }], 3)).toEqual({ scale: 2, originX: 50, originY: 50 });
    // Bottom right corner: origin at the far edge.
    expect(zoomAt([{ ...zoom, left: 640, top: 360 }], 5)).toEqual({ scale: 2, originX: 100, originY: 100 });
    // At most 4×; the whole canvas is no zoom.
    expect(zoomAt([{ ...zoom, width: 40, height: 40 }], 3)?.scale).toBe(4);
    expect(zoomAt([{ ...zoom, width: 1280, height: 720 }], 3)).toBeNull();
  });

  it('shows text in the viewer’s language when translated', () => {
    const e = { type: 'i-text', startTime: 0, endTime: 1, top: 0, left: 0, text: 'Loosen here', translations: { de: 'Hier lösen', 'fr-CA': 'Desserrer ici', es: ' ' } };
    expect(localizedText(e, 'de-de')).toBe('Hier lösen');
    expect(localizedText(e, 'fr-ca')).toBe('Desserrer ici');
    expect(localizedText(e, 'fr-fr')).toBe('Desserrer ici');
    expect(localizedText(e, 'es-mx')).toBe('Loosen here');
    expect(localizedText(e, 'en')).toBe('Loosen here');
  });
});
