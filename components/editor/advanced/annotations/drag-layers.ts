import type Konva from 'konva';

/**
 * While an element is dragged the stage is split so that a drag step repaints only what moves:
 * the elements under the dragged one stay in the main layer, the dragged element goes to its own
 * layer, the elements over it to a layer above that; the Transformer (and a draft) live in the top
 * layer. The z-order on screen is unchanged, and on drop everything returns to the main layer in
 * the same order, before React sees any change.
 * The top layer is hidden during the drag: the Transformer follows the dragged node on every step,
 * and repainting its canvas too cost as much as the drag itself (issue 18). Its handles show again,
 * at the new place, on drop.
 */
export type DragLayers = { main: Konva.Layer | null; drag: Konva.Layer | null; above: Konva.Layer | null; top: Konva.Layer | null };

export function liftDragged(node: Konva.Node, { main, drag, above, top }: DragLayers) {
  if (!main || !drag || !above || node.getParent() !== main) return;
  for (const child of main.getChildren().slice(node.zIndex() + 1)) child.moveTo(above);
  node.moveTo(drag);
  top?.visible(false);
  for (const layer of [main, drag, above]) layer.batchDraw();
}

export function settleDragged(node: Konva.Node, { main, drag, above, top }: DragLayers) {
  if (!main || !drag || !above || node.getParent() !== drag) return;
  node.moveTo(main);
  for (const child of [...above.getChildren()]) child.moveTo(main);
  top?.visible(true);
  for (const layer of [main, drag, above, top]) layer?.batchDraw();
}
