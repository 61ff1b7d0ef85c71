import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { storedZip } from '@/lib/scorm/build/zip';

const mtime = new Date(Date.UTC(2020, 0, 1));
const chunks = (bytes: Buffer, size: number) => Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)));

describe('storedZip (the SCORM package writer)', () => {
  const video = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 31) % 251));
  const sources = () => [
    { name: 'imsmanifest.xml', buffer: Buffer.from('<manifest/>') },
    { name: 'media/w0/s0.mp4', size: video.length, open: async () => chunks(video, 65_536) },
    { name: 'media/w0/s0.de.vtt', buffer: Buffer.from('WEBVTT\n\nÄrger über Öl\n') },
    { name: 'leer.txt', buffer: Buffer.alloc(0) },
  ];

  it('announces its exact size and writes a zip that other readers open with the same bytes and valid checksums', async () => {
    const { stream, size } = storedZip(sources(), mtime);
    const zip = await readAll(stream);
    expect(zip.length).toBe(size);

    const read = await JSZip.loadAsync(zip, { checkCRC32: true });
    expect(Object.keys(read.files)).toEqual(['imsmanifest.xml', 'media/w0/s0.mp4', 'media/w0/s0.de.vtt', 'leer.txt']);
    expect(Buffer.from(await read.file('media/w0/s0.mp4')!.async('uint8array')).equals(video)).toBe(true);
    expect(await read.file('media/w0/s0.de.vtt')!.async('string')).toBe('WEBVTT\n\nÄrger über Öl\n');

    // Info-ZIP, as an LMS's server-side unpacker would: every entry's CRC tested.
    const dir = mkdtempSync(path.join(tmpdir(), 'stored-zip-'));
    try {
      writeFileSync(path.join(dir, 'p.zip'), zip);
      const out = execFileSync('unzip', ['-t', path.join(dir, 'p.zip')], { encoding: 'utf8' });
      expect(out).toContain('No errors detected');
      expect(execFileSync('zipinfo', ['-T', path.join(dir, 'p.zip'), 'imsmanifest.xml'], { encoding: 'utf8' })).toMatch(/20200101/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails the stream, not the zip silently, when a file is shorter or longer than announced', async () => {
    for (const size of [video.length + 1, video.length - 1]) {
      const broken = sources().map((s) => ('open' in s ? { ...s, size } : s));
      await expect(readAll(storedZip(broken, mtime).stream)).rejects.toThrow(/zip entry (shorter|longer)/);
    }
  });

  it('fails the stream when a file cannot be opened', async () => {
    const broken = sources().map((s) => ('open' in s ? { ...s, open: () => Promise.reject(new Error('package media missing')) } : s));
    await expect(readAll(storedZip(broken, mtime).stream)).rejects.toThrow('package media missing');
  });
});
