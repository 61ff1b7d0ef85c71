/**
 * The image map of a step (spec 02 §3 Step.imageMap, "poster by second"): one thumbnail per
 * second packed into sprite sheets, so a scrubbing player loads a few JPEGs instead of hundreds.
 * Seconds are relative to the start of the range the map was made from (the step).
 */
export type ImageMapIndex = {
  tileWidth: number;
  tileHeight: number;
  columns: number;
  rows: number;
  /** Sheet file names (relative to the map's folder) and the second of their first tile. */
  sheets: { file: string; firstSecond: number }[];
  /** Number of tiles: one per second of the range. */
  count: number;
};

export type Tile = { sheet: string; x: number; y: number; width: number; height: number };

/**
 * Where the thumbnail for a moment sits. Tile n was taken at second n, so a time rounds to the
 * nearest tile; times outside the range clamp to the first/last tile. Null for an empty map.
 */
export function tileFor(index: ImageMapIndex, second: number): Tile | null {
  if (index.count < 1 || !index.sheets.length) return null;
  const perSheet = index.columns * index.rows;
  const n = Math.min(index.count - 1, Math.max(0, Math.round(Number.isFinite(second) ? second : 0)));
  const sheet = index.sheets[Math.min(index.sheets.length - 1, Math.floor(n / perSheet))];
  const within = n - sheet.firstSecond;
  return {
    sheet: sheet.file,
    x: (within % index.columns) * index.tileWidth,
    y: Math.floor(within / index.columns) * index.tileHeight,
    width: index.tileWidth,
    height: index.tileHeight,
  };
}

/** Pure: the sheet list for `count` tiles, as the tile filter writes them (sheet-000.jpg …). */
export function sheetsFor(count: number, perSheet: number, name = (i: number) => `sheet-${String(i).padStart(3, '0')}.jpg`) {
  const sheets: ImageMapIndex['sheets'] = [];
  for (let i = 0; i * perSheet < count; i += 1) sheets.push({ file: name(i), firstSecond: i * perSheet });
  return sheets;
}
