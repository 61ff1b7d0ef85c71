import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { MediaError } from './errors';
import { runFfmpeg, runFfprobe } from './ffmpeg';
import { sheetsFor, type ImageMapIndex } from './image-map-index';
import { parseProgressLine } from './progress';

export type ImageMapOptions = {
  input: string;
  outDir: string;
  /** Range in the input, seconds; the whole input when omitted. */
  start?: number;
  end?: number;
  tileWidth?: number;
  columns?: number;
  rows?: number;
  signal?: AbortSignal;
};

/**
 * Makes the sprite sheets and their index in one ffmpeg run (fps=1 → scale → tile). A second,
 * null output of the same frames counts the tiles, so the index never promises a missing tile.
 * Feed it the 360 rung rather than the upload: decoding is then a fraction of the cost.
 */
export async function makeImageMap(options: ImageMapOptions): Promise<ImageMapIndex> {
  const { input, outDir, start = 0, end, tileWidth = 160, columns = 10, rows = 10, signal } = options;
  if (end !== undefined && !(end > start)) throw new MediaError('invalid_input', 'empty image map range');
  await mkdir(outDir, { recursive: true });
  const range = ['-ss', String(start), ...(end !== undefined ? ['-t', String(end - start)] : [])];
  let count = 0;
  await runFfmpeg(
    ['-progress', 'pipe:1', '-nostats', ...range, '-i', input,
      '-filter_complex', `[0:v:0]fps=1,scale=${tileWidth}:-2,setsar=1,split[count][tiles];[tiles]tile=${columns}x${rows}[sheet]`,
      '-map', '[count]', '-f', 'null', '-',
      '-map', '[sheet]', '-q:v', '4', '-start_number', '0', '-f', 'image2', path.join(outDir, 'sheet-%03d.jpg')],
    {
      signal,
      // `frame=` counts the first output: the null one, one frame per tile.
      onLine: (line) => {
        if (line.startsWith('frame=') && parseProgressLine(line) === null) count = Number(line.slice(6)) || count;
      },
    },
  );
  const sheets = sheetsFor(count, columns * rows);
  if (!sheets.length) throw new MediaError('failed', 'no thumbnails were produced');
  await Promise.all(sheets.map((sheet) => access(path.join(outDir, sheet.file))));
  const size = await runFfprobe(['-show_entries', 'stream=height', '-of', 'csv=p=0', path.join(outDir, sheets[0].file)], { signal });
  return { tileWidth, tileHeight: Math.round(Number(size.trim()) / rows), columns, rows, sheets, count };
}
