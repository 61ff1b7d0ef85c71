'use client';
import type Konva from 'konva';
import { useEffect, useState } from 'react';
import { Arrow, Ellipse, Group, Image as KImage, Line, Path, Rect, Text } from 'react-konva';
import { ARROW_HEAD, BLUR_FILL, DEFAULT_COLOUR, DEFAULT_FONT, DEFAULT_FONT_SIZE, shapeOutline, trianglePoints, wrapText } from '@/lib/annotations/drawing';
import { EDITOR_CANVAS, type EditorElement } from '@/lib/annotations/editor-ops';

type Props = {
  element: EditorElement;
  draggable: boolean;
  zoomLabel: string;
  onSelect: () => void;
  onDragStart: (node: Konva.Node) => void;
  onDragEnd: (node: Konva.Node) => void;
  onTransformEnd: (node: Konva.Node) => void;
};

const num = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);

function useImage(url: string) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    if (!url) return;
    const img = new window.Image();
    img.onload = () => setImage(img);
    img.src = url;
  }, [url]);
  return image;
}

let measureContext: CanvasRenderingContext2D | null = null;
/** Wrapped and truncated text lines (spec 02 §5) measured in the element's font. */
function textLines(e: EditorElement, fontSize: number) {
  measureContext ??= document.createElement('canvas').getContext('2d');
  const font = `${e.fontStyle === 'italic' ? 'italic ' : ''}${e.fontWeight === 'bold' ? 'bold ' : ''}${fontSize}px "${str(e.fontFamily, DEFAULT_FONT)}"`;
  if (measureContext) measureContext.font = font;
  const measure = (s: string) => measureContext?.measureText(s).width ?? s.length * fontSize * 0.6;
  const room = { width: EDITOR_CANVAS.width - e.left, height: EDITOR_CANVAS.height - e.top };
  return wrapText(str(e.text), measure, { canvas: room, lineHeight: fontSize * 1.2 }).join('\n');
}

function Shape({ kind, width, height, ...paint }: { kind: string; width: number; height: number } & Record<string, unknown>) {
  if (kind === 'circle') return <Ellipse x={width / 2} y={height / 2} radiusX={width / 2} radiusY={height / 2} {...paint} />;
  if (kind === 'triangle') return <Line points={trianglePoints({ x: 0, y: 0, width, height }).flatMap((p) => [p.x, p.y])} closed {...paint} />;
  return <Rect width={width} height={height} {...paint} />;
}

function Body({ e, zoomLabel }: { e: EditorElement; zoomLabel: string }) {
  const image = useImage(e.type === 'image' ? str(e.imageUrl) : '');
  const [w, h] = [num(e.width) * num(e.scaleX, 1), num(e.height) * num(e.scaleY, 1)];
  const stroke = str(e.stroke, DEFAULT_COLOUR);
  switch (e.type) {
    case 'path':
      return <Path data={str(e.path)} stroke={stroke} strokeWidth={num(e.strokeWidth, 4)} lineCap="round" lineJoin="round" hitStrokeWidth={16} />;
    case 'arrow':
      return <Arrow points={[num(e.startX), num(e.startY), num(e.endX), num(e.endY)]} stroke={stroke} fill={stroke} strokeWidth={num(e.strokeWidth, 4)} pointerLength={ARROW_HEAD} pointerWidth={ARROW_HEAD} hitStrokeWidth={16} />;
    case 'i-text': {
      const fontSize = num(e.fontSize, DEFAULT_FONT_SIZE);
      const fontStyle = [e.fontStyle === 'italic' ? 'italic' : '', e.fontWeight === 'bold' ? 'bold' : ''].join(' ').trim() || 'normal';
      return <Text text={textLines(e, fontSize)} fontSize={fontSize} fontFamily={str(e.fontFamily, DEFAULT_FONT)} fontStyle={fontStyle} fill={str(e.fill, DEFAULT_COLOUR)} lineHeight={1.2} />;
    }
    case 'image':
      return image ? <KImage image={image} width={w} height={h} /> : <Rect width={w} height={h} stroke="#888" dash={[4, 4]} />;
    case 'blur':
      return <Shape kind={str(e.shape)} width={w} height={h} fill={BLUR_FILL} />;
    case 'zoom':
      return (
        <>
          <Rect width={w} height={h} stroke="#4689f4" strokeWidth={2} dash={[8, 4]} fill="rgba(70,137,244,0.08)" />
          <Text text={zoomLabel} x={4} y={4} fontSize={14} fill="#4689f4" />
        </>
      );
    default: {
      const outline = shapeOutline(e.strokeType as 'none' | 'solid' | 'dashed' | undefined);
      return <Shape kind={str(e.shape)} width={w} height={h} fill={str(e.fill) || undefined} stroke={outline.visible ? stroke : undefined} strokeWidth={num(e.strokeWidth, 2)} dash={outline.dash} hitStrokeWidth={12} />;
    }
  }
}

/** One element on the stage: a group at its place (arrows draw in canvas coordinates). */
export function CanvasElement({ element: e, draggable, zoomLabel, onSelect, onDragStart, onDragEnd, onTransformEnd }: Props) {
  const at = e.type === 'arrow' ? { x: 0, y: 0 } : { x: e.left, y: e.top };
  return (
    <Group
      id={e.id}
      {...at}
      draggable={draggable}
      onPointerDown={onSelect}
      onDragStart={(event) => onDragStart(event.target)}
      onDragEnd={(event) => onDragEnd(event.target)}
      onTransformEnd={(event) => onTransformEnd(event.target)}
    >
      <Body e={e} zoomLabel={zoomLabel} />
    </Group>
  );
}
