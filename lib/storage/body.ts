import 'server-only';
import { Readable } from 'node:stream';
import type { StorageBody } from './types';

export function isWebStream(body: StorageBody): body is ReadableStream<Uint8Array> {
  return typeof (body as ReadableStream).getReader === 'function';
}

export function toNodeReadable(body: StorageBody): Readable {
  if (typeof body === 'string') return Readable.from([Buffer.from(body, 'utf8')]);
  if (isWebStream(body)) return Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
  return Readable.from([Buffer.from(body.buffer, body.byteOffset, body.byteLength)]);
}

export async function toBuffer(body: StorageBody): Promise<Buffer> {
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (!isWebStream(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  return Buffer.from(await new Response(body).arrayBuffer());
}

/** Node file streams as the DOM ReadableStream type the rest of the app (and Response) uses. */
export function toWebStream(stream: Readable): ReadableStream<Uint8Array> {
  return Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
}
