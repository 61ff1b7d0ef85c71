import 'server-only';
import { createHash } from 'node:crypto';
import type { PdfDocument, PdfJs } from '@/lib/uploads/pdf-open';

/**
 * The pictures of one PDF page. Embedded images come from pdf.js's operator list (the image
 * objects it decoded while reading the page) and are re-encoded as PNG with sharp; without sharp
 * — it is an optional native package — or for a scan made of several images, the whole page is
 * rendered with pdf.js's Node canvas instead (lib/sop/import/pdf.ts decides). Tiny images (rules, bullets, icons) are dropped; an image seen
 * before in the same document (a logo in every header) is kept only where it first appears.
 */

export type PdfImage = { data: Buffer; contentType: 'image/png' | 'image/jpeg'; width: number; height: number };
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
type DecodedImage = { width: number; height: number; kind?: number; data?: Uint8Array | Uint8ClampedArray };
type Sharp = (typeof import('sharp'))['default'];

/** Longest side of an imported picture (larger ones are scaled down). */
export const MAX_IMAGE_SIDE = 1600;
/** Below this many pixels on a side an image is decoration, not content. */
const MIN_IMAGE_SIDE = 32;
/** SOP images are at most 5 MB (spec 02 §5); a PNG above this is written as JPEG instead. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
// pdf.js ImageKind: 1 = 1 bit grey (set bit = white), 2 = RGB, 3 = RGBA.
const CHANNELS: Record<number, 1 | 3 | 4> = { 1: 1, 2: 3, 3: 4 };

let sharpModule: Promise<Sharp | null> | undefined;
/** sharp when it is installed (Next.js brings it on the platforms it has binaries for), else null. */
export const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default).catch(() => null));

const unpackBits = (data: Uint8Array | Uint8ClampedArray, width: number, height: number) => {
  const rowBytes = (width + 7) >> 3;
  const out = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) out[y * width + x] = data[y * rowBytes + (x >> 3)]! & (0x80 >> (x & 7)) ? 255 : 0;
  return out;
};

async function encode(sharp: Sharp, pixels: Buffer, width: number, height: number, channels: 1 | 3 | 4): Promise<PdfImage> {
  const image = () => {
    const resized = sharp(pixels, { raw: { width, height, channels } }).resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    // Grey stays grey (sharp would widen it to sRGB): a third of the size for line art and fax-like scans.
    return channels === 1 ? resized.toColourspace('b-w') : resized;
  };
  const png = await image().png({ compressionLevel: 6 }).toBuffer({ resolveWithObject: true });
  if (png.data.length <= MAX_IMAGE_BYTES) return { data: png.data, contentType: 'image/png', width: png.info.width, height: png.info.height };
  const jpeg = await image().flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer({ resolveWithObject: true });
  return { data: jpeg.data, contentType: 'image/jpeg', width: jpeg.info.width, height: jpeg.info.height };
}

const objectOf = (page: PdfPage, id: string) =>
  new Promise<DecodedImage | null>((resolve) => {
    const store = id.startsWith('g_') ? page.commonObjs : page.objs;
    try {
      store.get(id, (value: unknown) => resolve((value as DecodedImage | null) ?? null));
    } catch {
      resolve(null);
    }
  });

const PAINTERS = (lib: PdfJs) => new Set<number>([lib.OPS.paintImageXObject, lib.OPS.paintImageXObjectRepeat, lib.OPS.paintInlineImageXObject]);

/** The images the page paints, in painting order, each once: object ids, or the inline images themselves. */
async function paintedImages(lib: PdfJs, page: PdfPage): Promise<Array<string | DecodedImage>> {
  const ops = await page.getOperatorList();
  const painters = PAINTERS(lib);
  const seen = new Set<string>();
  const images: Array<string | DecodedImage> = [];
  for (let i = 0; i < ops.fnArray.length; i++) {
    if (!painters.has(ops.fnArray[i]!)) continue;
    const arg = (ops.argsArray[i] as unknown[])[0];
    if (typeof arg === 'string' && !seen.has(arg)) {
      seen.add(arg);
      images.push(arg);
    } else if (arg && typeof arg === 'object') images.push(arg as DecodedImage);
  }
  return images;
}

/** How many images the page paints (pdf.js keeps the operator list, so reading them next costs nothing more). */
export const paintedImageCount = async (lib: PdfJs, page: PdfPage) => (await paintedImages(lib, page)).length;

/**
 * The page's embedded images as PNG (JPEG when a PNG would pass 5 MB), skipping decorations and
 * images whose pixels are in `seen` (hashes of the document's earlier images, updated here).
 */
export async function embeddedImages(lib: PdfJs, page: PdfPage, sharp: Sharp, seen: Set<string>, limit: number): Promise<PdfImage[]> {
  const out: PdfImage[] = [];
  for (const painted of await paintedImages(lib, page)) {
    if (out.length >= limit) break;
    const image = typeof painted === 'string' ? await objectOf(page, painted) : painted;
    if (!image) continue;
    const channels = CHANNELS[image.kind ?? 0];
    if (!channels || !image.data || Math.min(image.width, image.height) < MIN_IMAGE_SIDE) continue;
    const hash = createHash('sha1').update(image.data).digest('hex');
    if (seen.has(hash)) continue;
    seen.add(hash);
    const pixels = image.kind === 1 ? unpackBits(image.data, image.width, image.height) : Buffer.from(image.data.buffer, image.data.byteOffset, image.width * image.height * channels);
    out.push(await encode(sharp, pixels, image.width, image.height, channels));
  }
  return out;
}

type NodeCanvas = { toBuffer(mime: 'image/png' | 'image/jpeg', quality?: number): Buffer };
type CanvasFactory = { create(width: number, height: number): { canvas: NodeCanvas; context: unknown }; destroy(pair: unknown): void };

/** The whole page drawn by pdf.js on its Node canvas (@napi-rs/canvas), at most MAX_IMAGE_SIDE on its longer side; null without a canvas. */
export async function renderPage(doc: PdfDocument, page: PdfPage): Promise<PdfImage | null> {
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: Math.min(2, MAX_IMAGE_SIDE / Math.max(base.width, base.height)) });
  const width = Math.max(1, Math.round(viewport.width));
  const height = Math.max(1, Math.round(viewport.height));
  let pair: ReturnType<CanvasFactory['create']> | undefined;
  const factory = (doc as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
  try {
    pair = factory.create(width, height);
    await page.render({ canvasContext: pair.context as CanvasRenderingContext2D, canvas: pair.canvas as unknown as HTMLCanvasElement, viewport }).promise;
    const png = pair.canvas.toBuffer('image/png');
    if (png.length <= MAX_IMAGE_BYTES) return { data: png, contentType: 'image/png', width, height };
    return { data: pair.canvas.toBuffer('image/jpeg', 85), contentType: 'image/jpeg', width, height };
  } catch {
    return null;
  } finally {
    if (pair) factory.destroy(pair);
  }
}
