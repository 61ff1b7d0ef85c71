import 'server-only';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/**
 * A streaming writer of stored (uncompressed) zips whose every size is known before the first byte,
 * so the zip's exact length is known up front (S3 needs it to stream an upload). The layout follows
 * yazl's byte for byte — UTF-8 names, data descriptors after streamed files, the Info-ZIP "UT" time,
 * ZIP64 records only where a size or offset needs them — but checksums with Node's native
 * `zlib.crc32`: yazl's JavaScript CRC (buffer-crc32) cost more than the reading and writing of a
 * multi-gigabyte SCORM package together (BENCHMARKS.md, SCORM export).
 */
export type ZipFileSource =
  | { name: string; buffer: Buffer }
  /** `open` is called when the file's turn comes; its stream must yield exactly `size` bytes. */
  | { name: string; size: number; open: () => Promise<Readable> };

const LOCAL_HEADER = 30;
const DESCRIPTOR = 16;
const DESCRIPTOR_64 = 24;
const CENTRAL_RECORD = 46;
const UT_EXTRA = 9;
const ZIP64_EXTRA = 28;
const END = 22;
const END_64 = 56;
const LOCATOR_64 = 20;
const LIMIT_32 = 0xfffffffe;
const VERSION_MADE_BY = (3 << 8) | 63;
const NEEDS_UTF8 = 20;
const NEEDS_ZIP64 = 45;
const UTF8_NAME = 1 << 11;
const SIZES_AFTER_DATA = 1 << 3;
const FILE_MODE = 0o100664;

type Planned = { source: ZipFileSource; name: Buffer; size: number; offset: number; streamed: boolean; zip64: boolean; crc: number };

function writeUInt64(buffer: Buffer, n: number, at: number) {
  buffer.writeUInt32LE(n % 0x100000000, at);
  buffer.writeUInt32LE(Math.floor(n / 0x100000000), at + 4);
}

/** DOS date and time in the server's zone, as zip readers show them (and as yazl writes them). */
function dosDateTime(date: Date) {
  return {
    date: (date.getDate() & 0x1f) | (((date.getMonth() + 1) & 0xf) << 5) | (((date.getFullYear() - 1980) & 0x7f) << 9),
    time: Math.floor(date.getSeconds() / 2) | ((date.getMinutes() & 0x3f) << 5) | ((date.getHours() & 0x1f) << 11),
  };
}

function plan(sources: ZipFileSource[]) {
  let cursor = 0;
  let directorySize = 0;
  const files: Planned[] = sources.map((source) => {
    const name = Buffer.from(source.name.replace(/\\/g, '/'));
    if (name.length > 0xffff) throw new Error('zip entry name too long');
    const streamed = !('buffer' in source);
    const size = 'buffer' in source ? source.buffer.length : source.size;
    const offset = cursor;
    const zip64 = size > LIMIT_32 || offset > LIMIT_32;
    cursor += LOCAL_HEADER + name.length + size + (streamed ? (zip64 ? DESCRIPTOR_64 : DESCRIPTOR) : 0);
    directorySize += CENTRAL_RECORD + name.length + UT_EXTRA + (zip64 ? ZIP64_EXTRA : 0);
    return { source, name, size, offset, streamed, zip64, crc: 'buffer' in source ? crc32(source.buffer) : 0 };
  });
  const directoryOffset = cursor;
  const end64 = files.length >= 0xffff || directorySize >= 0xffffffff || directoryOffset >= 0xffffffff;
  const total = directoryOffset + directorySize + (end64 ? END_64 + LOCATOR_64 : 0) + END;
  return { files, directoryOffset, directorySize, end64, total };
}

function localHeader(file: Planned, stamp: { date: number; time: number }) {
  const header = Buffer.alloc(LOCAL_HEADER);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(NEEDS_UTF8, 4);
  header.writeUInt16LE(UTF8_NAME | (file.streamed ? SIZES_AFTER_DATA : 0), 6);
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt16LE(stamp.time, 10);
  header.writeUInt16LE(stamp.date, 12);
  if (!file.streamed) {
    header.writeUInt32LE(file.crc, 14);
    header.writeUInt32LE(file.size, 18);
    header.writeUInt32LE(file.size, 22);
  }
  header.writeUInt16LE(file.name.length, 26);
  return Buffer.concat([header, file.name]);
}

function descriptor(file: Planned) {
  const buffer = Buffer.alloc(file.zip64 ? DESCRIPTOR_64 : DESCRIPTOR);
  buffer.writeUInt32LE(0x08074b50, 0);
  buffer.writeUInt32LE(file.crc, 4);
  if (file.zip64) {
    writeUInt64(buffer, file.size, 8);
    writeUInt64(buffer, file.size, 16);
  } else {
    buffer.writeUInt32LE(file.size, 8);
    buffer.writeUInt32LE(file.size, 12);
  }
  return buffer;
}

function centralRecord(file: Planned, stamp: { date: number; time: number }, mtime: Date) {
  const record = Buffer.alloc(CENTRAL_RECORD);
  const ut = Buffer.alloc(UT_EXTRA);
  ut.writeUInt16LE(0x5455, 0);
  ut.writeUInt16LE(UT_EXTRA - 4, 2);
  ut.writeUInt8(0b11, 4); // modification time (and, as Info-ZIP flags it, access time) follow
  ut.writeInt32LE(Math.max(-0x80000000, Math.min(0x7fffffff, Math.floor(mtime.getTime() / 1000))), 5);
  let zip64 = Buffer.alloc(0);
  if (file.zip64) {
    zip64 = Buffer.alloc(ZIP64_EXTRA);
    zip64.writeUInt16LE(0x0001, 0);
    zip64.writeUInt16LE(ZIP64_EXTRA - 4, 2);
    writeUInt64(zip64, file.size, 4);
    writeUInt64(zip64, file.size, 12);
    writeUInt64(zip64, file.offset, 20);
  }
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(VERSION_MADE_BY, 4);
  record.writeUInt16LE(file.zip64 ? NEEDS_ZIP64 : NEEDS_UTF8, 6);
  record.writeUInt16LE(UTF8_NAME | (file.streamed ? SIZES_AFTER_DATA : 0), 8);
  record.writeUInt16LE(0, 10);
  record.writeUInt16LE(stamp.time, 12);
  record.writeUInt16LE(stamp.date, 14);
  record.writeUInt32LE(file.crc, 16);
  record.writeUInt32LE(file.zip64 ? 0xffffffff : file.size, 20);
  record.writeUInt32LE(file.zip64 ? 0xffffffff : file.size, 24);
  record.writeUInt16LE(file.name.length, 28);
  record.writeUInt16LE(ut.length + zip64.length, 30);
  record.writeUInt32LE((FILE_MODE << 16) >>> 0, 38);
  record.writeUInt32LE(file.zip64 ? 0xffffffff : file.offset, 42);
  return Buffer.concat([record, file.name, ut, zip64]);
}

function endRecords(count: number, directoryOffset: number, directorySize: number, end64: boolean) {
  const end = Buffer.alloc(END);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(count, 0xffff), 8);
  end.writeUInt16LE(Math.min(count, 0xffff), 10);
  end.writeUInt32LE(directorySize >= 0xffffffff ? 0xffffffff : directorySize, 12);
  end.writeUInt32LE(directoryOffset >= 0xffffffff ? 0xffffffff : directoryOffset, 16);
  if (!end64) return end;
  const record = Buffer.alloc(END_64);
  record.writeUInt32LE(0x06064b50, 0);
  writeUInt64(record, END_64 - 12, 4);
  record.writeUInt16LE(VERSION_MADE_BY, 12);
  record.writeUInt16LE(NEEDS_ZIP64, 14);
  writeUInt64(record, count, 24);
  writeUInt64(record, count, 32);
  writeUInt64(record, directorySize, 40);
  writeUInt64(record, directoryOffset, 48);
  const locator = Buffer.alloc(LOCATOR_64);
  locator.writeUInt32LE(0x07064b50, 0);
  writeUInt64(locator, directoryOffset + directorySize, 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([record, locator, end]);
}

/** The zip of `sources` in order, and its exact size in bytes. Errors (a short stream, a failed open) end the stream with the error. */
export function storedZip(sources: ZipFileSource[], mtime: Date): { stream: Readable; size: number } {
  const layout = plan(sources);
  const stamp = dosDateTime(mtime);
  async function* bytes() {
    for (const file of layout.files) {
      yield localHeader(file, stamp);
      if ('buffer' in file.source) {
        yield file.source.buffer;
        continue;
      }
      let crc = 0;
      let length = 0;
      for await (const chunk of await file.source.open()) {
        const buffer = chunk as Buffer;
        crc = crc32(buffer, crc);
        length += buffer.length;
        if (length > file.size) throw new Error('zip entry longer than its size');
        yield buffer;
      }
      if (length !== file.size) throw new Error('zip entry shorter than its size');
      file.crc = crc;
      yield descriptor(file);
    }
    yield Buffer.concat(layout.files.map((file) => centralRecord(file, stamp, mtime)));
    yield endRecords(layout.files.length, layout.directoryOffset, layout.directorySize, layout.end64);
  }
  return { stream: Readable.from(bytes(), { objectMode: false }), size: layout.total };
}
