import type Konva from 'konva';
import { describe, expect, it } from 'vitest';
import { liftDragged, settleDragged } from '@/components/editor/advanced/annotations/drag-layers';

// Konva needs a browser canvas; the drag layers only move children between containers, so stand-ins do.
class FakeLayer {
  children: FakeNode[] = [];
  shown = true;
  draws = 0;
  getChildren = () => this.children;
  batchDraw = () => void (this.draws += 1);
  visible = (v: boolean) => void (this.shown = v);
}
class FakeNode {
  constructor(
    public id: string,
    public parent: FakeLayer,
  ) {
    parent.children.push(this);
  }
  getParent = () => this.parent;
  zIndex = () => this.parent.children.indexOf(this);
  moveTo = (to: FakeLayer) => {
    this.parent.children.splice(this.parent.children.indexOf(this), 1);
    to.children.push(this);
    this.parent = to;
  };
}

const setup = () => {
  const [main, drag, above, top] = [new FakeLayer(), new FakeLayer(), new FakeLayer(), new FakeLayer()];
  const nodes = ['a', 'b', 'c', 'd'].map((id) => new FakeNode(id, main));
  const layers = { main, drag, above, top } as unknown as Parameters<typeof liftDragged>[1];
  const ids = (l: FakeLayer) => l.children.map((n) => n.id);
  return { main, drag, above, top, nodes, layers, ids, node: (i: number) => nodes[i] as unknown as Konva.Node };
};

describe('annotation drag layers', () => {
  it('lifts the dragged element alone, the ones over it above, and hides the Transformer layer', () => {
    const { main, drag, above, top, layers, ids, node } = setup();
    liftDragged(node(1), layers);
    expect([ids(main), ids(drag), ids(above)]).toEqual([['a'], ['b'], ['c', 'd']]);
    expect(top.shown).toBe(false);
  });

  it('puts everything back in the same order on drop and shows the Transformer layer again', () => {
    const { main, drag, above, top, layers, ids, node } = setup();
    liftDragged(node(1), layers);
    settleDragged(node(1), layers);
    expect([ids(main), ids(drag), ids(above)]).toEqual([['a', 'b', 'c', 'd'], [], []]);
    expect(top.shown).toBe(true);
    expect(top.draws).toBe(1);
  });

  it('leaves the Transformer layer alone when the node is not on the main layer', () => {
    const { top, layers, node } = setup();
    liftDragged(node(1), layers);
    liftDragged(node(1), layers);
    settleDragged(node(1), layers);
    settleDragged(node(1), layers);
    expect(top.shown).toBe(true);
  });
});
