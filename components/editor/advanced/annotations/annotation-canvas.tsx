'use client';
import type Konva from 'konva';
import { useEffect, useRef, useState } from 'react';
import { Layer, Line, Rect, Stage, Transformer } from 'react-konva';
import { acceptScale, keepInside, type Point } from '@/lib/annotations/drawing';
import { boxOf, EDITOR_CANVAS, moveElement, type EditorElement, type Tool } from '@/lib/annotations/editor-ops';
import { CanvasElement } from './canvas-element';
import { liftDragged, settleDragged } from './drag-layers';

export type AnnotationCanvasProps = {
  elements: EditorElement[];
  selectedId: string | null;
  tool: Tool;
  colour: string;
  /** Display width in CSS pixels; the drawing canvas is 960×540 scaled to it. */
  width: number;
  zoomLabel: string;
  onSelect: (id: string | null) => void;
  onDraw: (points: Point[]) => void;
  onChange: (element: EditorElement) => void;
};

const RESIZABLE = new Set(['image', 'shape', 'blur', 'zoom', 'i-text']);

/** The Konva stage over the step's video (client only): draws with the active tool, selects, moves and resizes. */
export default function AnnotationCanvas({ elements, selectedId, tool, colour, width, zoomLabel, onSelect, onDraw, onChange }: AnnotationCanvasProps) {
  const k = width / EDITOR_CANVAS.width;
  const [draft, setDraft] = useState<Point[] | null>(null);
  const transformer = useRef<Konva.Transformer>(null);
  const layer = useRef<Konva.Layer>(null);
  const dragLayer = useRef<Konva.Layer>(null);
  const aboveLayer = useRef<Konva.Layer>(null);
  const topLayer = useRef<Konva.Layer>(null);
  const layers = () => ({ main: layer.current, drag: dragLayer.current, above: aboveLayer.current, top: topLayer.current });
  const selected = elements.find((e) => e.id === selectedId) ?? null;

  useEffect(() => {
    const stage = layer.current?.getStage();
    const node = selected && RESIZABLE.has(selected.type) ? stage?.findOne((n: Konva.Node) => n.id() === selected.id) : null;
    transformer.current?.nodes(node ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selected, elements]);

  const pointer = (stage: Konva.Stage | null): Point | null => {
    const p = stage?.getPointerPosition();
    return p ? { x: p.x / k, y: p.y / k } : null;
  };
  const down = (event: Konva.KonvaEventObject<PointerEvent>) => {
    const onEmpty = event.target === event.target.getStage() || event.target.name() === 'backdrop';
    if (tool === 'select' || tool === 'image') {
      if (onEmpty) onSelect(null);
      return;
    }
    const p = pointer(event.target.getStage());
    if (p) setDraft([p]);
  };
  const move = (event: Konva.KonvaEventObject<PointerEvent>) => {
    const p = draft && pointer(event.target.getStage());
    if (p) setDraft((d) => (d ? (tool === 'path' ? [...d, p] : [d[0], p]) : d));
  };
  const up = () => {
    if (draft) onDraw(draft);
    setDraft(null);
  };

  const dragEnd = (e: EditorElement, node: Konva.Node) => {
    settleDragged(node, layers());
    // Konva moved the node; the element moves by the same amount, kept inside the canvas.
    const rect = node.getClientRect({ relativeTo: layer.current ?? undefined });
    const box = boxOf(e);
    const dx = node.x() - (e.type === 'arrow' ? 0 : e.left);
    const dy = node.y() - (e.type === 'arrow' ? 0 : e.top);
    const next = moveElement(e, dx, dy, EDITOR_CANVAS, { width: Math.max(box.width, rect.width), height: Math.max(box.height, rect.height) });
    if (e.type === 'arrow') node.position({ x: 0, y: 0 });
    else node.position({ x: next.left, y: next.top });
    onChange(next);
  };
  const transformEnd = (e: EditorElement, node: Konva.Node) => {
    const [sx, sy] = [node.scaleX(), node.scaleY()];
    node.scale({ x: 1, y: 1 });
    const before = boxOf(e);
    if (e.type === 'i-text') {
      const rect = node.getClientRect({ relativeTo: layer.current ?? undefined });
      const inside = keepInside(rect, EDITOR_CANVAS);
      if (inside.x !== rect.x || inside.y !== rect.y) return node.position({ x: e.left, y: e.top });
      return onChange({ ...e, left: node.x(), top: node.y(), fontSize: Math.round(Number(e.fontSize ?? 24) * sy) });
    }
    const next = { x: node.x(), y: node.y(), width: before.width * sx, height: before.height * sy };
    const kept = acceptScale(before, next, EDITOR_CANVAS);
    // Scaling past an edge is reverted (spec 02 §5).
    if (kept === before) return node.position({ x: before.x, y: before.y });
    onChange({ ...e, left: kept.x, top: kept.y, width: Math.round(kept.width), height: Math.round(kept.height), scaleX: undefined, scaleY: undefined });
  };

  const a = draft?.[0];
  const b = draft?.[draft.length - 1];
  return (
    <Stage width={width} height={width * (9 / 16)} scaleX={k} scaleY={k} onPointerDown={down} onPointerMove={move} onPointerUp={up} onPointerLeave={up} style={{ cursor: tool === 'select' ? 'default' : 'crosshair' }}>
      <Layer ref={layer}>
        <Rect name="backdrop" width={EDITOR_CANVAS.width} height={EDITOR_CANVAS.height} fill="rgba(0,0,0,0.001)" />
        {elements.map((e) => (
          <CanvasElement key={e.id} element={e} draggable={tool === 'select'} zoomLabel={zoomLabel} onSelect={() => tool === 'select' && onSelect(e.id)} onDragStart={(node) => liftDragged(node, layers())} onDragEnd={(node) => dragEnd(e, node)} onTransformEnd={(node) => transformEnd(e, node)} />
        ))}
      </Layer>
      {/* Empty unless an element is being dragged (drag-layers.ts). */}
      <Layer ref={dragLayer} />
      <Layer ref={aboveLayer} />
      <Layer ref={topLayer}>
        {draft && a && b ? (
          tool === 'path' ? (
            <Line points={draft.flatMap((p) => [p.x, p.y])} stroke={colour} strokeWidth={4} lineCap="round" lineJoin="round" />
          ) : (
            <Rect x={Math.min(a.x, b.x)} y={Math.min(a.y, b.y)} width={Math.abs(b.x - a.x)} height={Math.abs(b.y - a.y)} stroke={colour} dash={[4, 4]} strokeWidth={1} />
          )
        ) : null}
        <Transformer ref={transformer} rotateEnabled={false} keepRatio={selected?.type === 'image' || selected?.type === 'i-text'} />
      </Layer>
    </Stage>
  );
}
