/**
 * Just enough of RIFF/WAVE for voice-over audio: the duration of a PCM file and silence appended
 * to it, without running ffmpeg for each block (espeak-ng and OpenAI both answer PCM WAV).
 */
export type WavInfo = { sampleRate: number; channels: number; bitsPerSample: number; dataOffset: number; dataBytes: number; duration: number };

export function readWav(buffer: Buffer): WavInfo {
  if (buffer.length < 12 || buffer.toString('ascii', 0, 4) !== 'RIFF' || buffer.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  let offset = 12;
  let format: Omit<WavInfo, 'dataOffset' | 'dataBytes' | 'duration'> | null = null;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = { channels: buffer.readUInt16LE(body + 2), sampleRate: buffer.readUInt32LE(body + 4), bitsPerSample: buffer.readUInt16LE(body + 14) };
    } else if (id === 'data') {
      if (!format) break;
      // Streamed WAVs (stdout, chunked answers) carry a placeholder size: the data runs to the end.
      const dataBytes = Math.min(size, buffer.length - body);
      const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8);
      return { ...format, dataOffset: body, dataBytes, duration: bytesPerSecond ? dataBytes / bytesPerSecond : 0 };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file without format or data');
}

/** A PCM WAV file of the same format whose audio is `seconds` longer (silence at the end). */
export function padWav(buffer: Buffer, seconds: number): Buffer {
  const info = readWav(buffer);
  const frame = info.channels * (info.bitsPerSample / 8);
  const extra = Math.max(0, Math.round(seconds * info.sampleRate)) * frame;
  // 8-bit PCM is unsigned: its silence is 128, not 0.
  const silence = Buffer.alloc(extra, info.bitsPerSample === 8 ? 128 : 0);
  const data = Buffer.concat([buffer.subarray(info.dataOffset, info.dataOffset + info.dataBytes), silence]);
  return pcmWav(data, info);
}

/** A canonical 44-byte-header WAV around PCM data. */
export function pcmWav(data: Buffer, format: Pick<WavInfo, 'sampleRate' | 'channels' | 'bitsPerSample'>): Buffer {
  const header = Buffer.alloc(44);
  const blockAlign = format.channels * (format.bitsPerSample / 8);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(format.channels, 22);
  header.writeUInt32LE(format.sampleRate, 24);
  header.writeUInt32LE(format.sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(format.bitsPerSample, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** `seconds` of silence (an empty text block is sent with only its duration, spec 02 §5). */
export const silentWav = (seconds: number, sampleRate = 24_000) =>
  pcmWav(Buffer.alloc(Math.max(0, Math.round(seconds * sampleRate)) * 2), { sampleRate, channels: 1, bitsPerSample: 16 });
