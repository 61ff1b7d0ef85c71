import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** A real 8×8 image made by ffmpeg (the decoder the server checks uploads with). */
export function tinyImage(format: 'png' | 'jpg' | 'webp' | 'gif' = 'png'): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'openhow-image-fixture-'));
  try {
    const file = path.join(dir, `tiny.${format}`);
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=red:s=8x8', '-frames:v', '1', file]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A well-formed PNG header that claims 20000×20000 pixels (400 megapixels) with a few bytes of data. */
export function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(1024))), chunk('IEND', Buffer.alloc(0))]);
}

/** A PNG signature followed by a web page: passes a first-bytes check, is no image. */
export const pngThenHtml = () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
