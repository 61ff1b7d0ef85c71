import type Konva from 'konva';

/**
 * While an element is dragged the stage is split so that a drag step repaints only what moves:
 * the elements under the dragged one stay in the main layer, the dragged element goes to its own
 * layer, the elements over it to a layer above that; the Transformer (and a draft) live in the top
 * layer. The z-order on screen is unchanged, and on drop everything returns to the main layer in
 * the same order, before React sees any change.
 */
export type DragLayers = { main: Konva.Layer | null; drag: Konva.Layer | null; above: Konva.Layer | null };

export function liftDragged(node: Konva.Node, { main, drag, above }: DragLayers) {
  if (!main || !drag || !above || node.getParent() !== main) return;
  for (const child of main.getChildren().slice(node.zIndex() + 1)) child.moveTo(above);
  node.moveTo(drag);
  for (const layer of [main, drag, above]) layer.batchDraw();
}

export function settleDragged(node: Konva.Node, { main, drag, above }: DragLayers) {
  if (!main || !drag || !above || node.getParent() !== drag) return;
  node.moveTo(main);
  for (const child of [...above.getChildren()]) child.moveTo(main);
  for (const layer of [main, drag, above]) layer.batchDraw();
}
