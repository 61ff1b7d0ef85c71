import { runFfmpeg } from '@/lib/media/ffmpeg';
import { POSTER_SIZE } from '@/lib/media';

/**
 * Re-encodes an uploaded image as the 16:9 JPEG poster (1280×720): scaled to cover the frame and
 * centre-cropped, as a picture chosen to be a poster should fill it. Re-encoding also drops
 * anything the file carried besides the pixels (metadata, trailing bytes).
 */
export async function fillPoster(input: string, out: string): Promise<void> {
  const { width, height } = POSTER_SIZE;
  const vf = `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height},setsar=1`;
  await runFfmpeg(['-i', input, '-frames:v', '1', '-vf', vf, '-map_metadata', '-1', '-q:v', '3', '-f', 'image2', '-update', '1', out]);
}
