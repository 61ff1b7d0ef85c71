import { open } from 'node:fs/promises';
import { AppError } from '@/lib/http/errors';
import { withLocalFile } from './probe';

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/**
 * An XLSX workbook by its bytes: a ZIP whose entries include the spreadsheet part (`xl/`), found
 * in the local file headers of the first 64 KiB. A renamed HTML page or executable is refused.
 */
export const probeStoredWorkbook = (key: string) =>
  withLocalFile(key, async (file) => {
    const handle = await open(file, 'r');
    try {
      const head = Buffer.alloc(65_536);
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      const bytes = head.subarray(0, bytesRead);
      const isZip = ZIP_SIGNATURE.every((b, i) => bytes[i] === b);
      if (!isZip || !bytes.includes('[Content_Types].xml') || !bytes.includes('xl/')) throw new AppError('invalid_input', 'sopErrors.notSpreadsheet');
    } finally {
      await handle.close();
    }
  });

/** ffprobe's format name for MP4 (shared with MOV and friends): the SOP video must be one of them and use H.264/H.265. */
export function assertMp4(formatName: string, videoCodec: string) {
  if (!formatName.split(',').includes('mp4') || !['h264', 'hevc'].includes(videoCodec)) throw new AppError('invalid_input', 'sopErrors.notMp4');
}
