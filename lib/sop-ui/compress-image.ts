/**
 * Spec 02 §9 image compression: fit within 800×600 (never enlarged) as JPEG at quality 0.7,
 * in the browser before upload. A failure, or a result larger than the original, keeps the original.
 */
export const MAX_WIDTH = 800;
export const MAX_HEIGHT = 600;
export const QUALITY = 0.7;

/** The size an image of w×h takes inside max w×h, keeping its proportions; never larger than it is. */
export function fitWithin(width: number, height: number, maxWidth = MAX_WIDTH, maxHeight = MAX_HEIGHT) {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The file name a JPEG of `name` gets. */
export const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'image'}.jpg`;

/** Keeps the smaller of the two, the original when the compressed one did not help. */
export const smallerOf = (original: File, compressed: File | null) => (compressed && compressed.size < original.size ? compressed : original);

type Canvas = { getContext(kind: '2d'): CanvasDrawing | null } & ({ convertToBlob(o: { type: string; quality: number }): Promise<Blob> } | { toBlob(cb: (b: Blob | null) => void, type: string, q: number): void });
type CanvasDrawing = { drawImage(image: CanvasImageSource, x: number, y: number, w: number, h: number): void; fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void };

function makeCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height) as unknown as Canvas;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas as unknown as Canvas;
}

const toBlob = (canvas: Canvas): Promise<Blob | null> =>
  'convertToBlob' in canvas
    ? canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY })
    : new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));

/** The image as an 800×600-bounded JPEG at quality 0.7, or the original when that fails or does not help. */
export async function compressImage(file: File): Promise<File> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = makeCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return file;
    // Transparent PNG/GIF areas become white rather than JPEG's black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await toBlob(canvas);
    return smallerOf(file, blob ? new File([blob], jpegName(file.name), { type: 'image/jpeg' }) : null);
  } catch {
    return file;
  }
}
