// Shared by scripts/bench/canvas.ts and canvas-seed.ts: how many elements, and the one dragged.
export const CANVAS_ELEMENTS = 50;
/** The dragged element: a rectangle near the top left, drawn first (bottom of the z-order), canvas coordinates (960×540). */
export const DRAGGED = { x: 40, y: 40, width: 120, height: 80 };
