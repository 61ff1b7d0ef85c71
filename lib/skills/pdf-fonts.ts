import 'server-only';
import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';

/**
 * Fonts for certificates, tried in order; the first that has a glyph for every character of the
 * page is embedded (subset). scripts/ensure-system.sh installs them (Debian fonts-dejavu-core,
 * fonts-droid-fallback, fonts-thai-tlwg-ttf). Without any, Helvetica is used and characters it
 * cannot encode become '?'.
 */
export const CERTIFICATE_FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
  '/usr/share/fonts/truetype/tlwg/Garuda.ttf',
];

type FontkitFont = { hasGlyphForCodePoint(cp: number): boolean };
const cache = new Map<string, Promise<{ bytes: Buffer; font: FontkitFont } | null>>();

function load(path: string) {
  let entry = cache.get(path);
  if (!entry) {
    entry = readFile(path)
      .then((bytes) => ({ bytes, font: (fontkit as unknown as { create(b: Buffer): FontkitFont }).create(bytes) }))
      .catch(() => null);
    cache.set(path, entry);
  }
  return entry;
}

const codePoints = (text: string) => [...new Set([...text].map((c) => c.codePointAt(0)!).filter((cp) => cp > 0x20))];

/** Embeds the first font covering `text`; `encode` makes a text safe for the chosen font. */
export async function embedFontFor(pdf: PDFDocument, text: string): Promise<{ font: PDFFont; encode: (s: string) => string }> {
  const needed = codePoints(text);
  for (const path of CERTIFICATE_FONTS) {
    const loaded = await load(path);
    if (loaded && needed.every((cp) => loaded.font.hasGlyphForCodePoint(cp))) {
      pdf.registerFontkit(fontkit);
      return { font: await pdf.embedFont(loaded.bytes, { subset: true }), encode: (s) => s };
    }
  }
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const charset = new Set(font.getCharacterSet());
  return { font, encode: (s) => [...s].map((c) => (charset.has(c.codePointAt(0)!) ? c : '?')).join('') };
}
