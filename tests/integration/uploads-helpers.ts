import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { POST as createRoute } from '@/app/api/v1/uploads/route';
import { DELETE as cancelRoute, GET as statusRoute } from '@/app/api/v1/uploads/[id]/route';
import { POST as partsRoute } from '@/app/api/v1/uploads/[id]/parts/route';
import { PUT as putPartRoute } from '@/app/api/v1/uploads/[id]/parts/[n]/route';
import { POST as completeRoute } from '@/app/api/v1/uploads/[id]/complete/route';
import { apiRequest, routeParams } from '@/tests/helpers/factories';

const run = promisify(execFile);

/** A real video made by ffmpeg: lossless 720p test pattern (about 1.7 MB a second) with a tone. */
export async function makeVideo(seconds: number, name = `clip-${seconds}s.mp4`): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'openhow-video-'));
  const file = path.join(dir, name);
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc2=d=${seconds}:s=1280x720`,
    '-f', 'lavfi', '-i', `sine=d=${seconds}`,
    '-shortest', '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', file,
  ]);
  return readFile(file);
}

export async function makeAudioOnly(): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'openhow-audio-'));
  const file = path.join(dir, 'tone.mp4');
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=d=2', '-c:a', 'aac', file]);
  return readFile(file);
}

export type Created = { id: string; partSize: number; partCount: number; expiresAt: string };
export type PartUrl = { partNumber: number; url: string; size: number };
type Json = Record<string, unknown> & { item?: unknown; items?: unknown; error?: { code: string; message: string } };

async function json(res: Response) {
  return { status: res.status, body: (await res.json()) as Json };
}

export const api = {
  create: async (cookie: string, body: Record<string, unknown>) =>
    json(await createRoute(apiRequest('/api/v1/uploads', { method: 'POST', cookie, body }), routeParams({}))),
  status: async (cookie: string, id: string) =>
    json(await statusRoute(apiRequest(`/api/v1/uploads/${id}`, { cookie }), routeParams({ id }))),
  presign: async (cookie: string, id: string, partNumbers: number[]) =>
    json(await partsRoute(apiRequest(`/api/v1/uploads/${id}/parts`, { method: 'POST', cookie, body: { partNumbers } }), routeParams({ id }))),
  complete: async (cookie: string, id: string, parts: Array<{ partNumber: number; etag: string }>) =>
    json(await completeRoute(apiRequest(`/api/v1/uploads/${id}/complete`, { method: 'POST', cookie, body: { parts } }), routeParams({ id }))),
  cancel: async (cookie: string, id: string) =>
    json(await cancelRoute(apiRequest(`/api/v1/uploads/${id}`, { method: 'DELETE', cookie }), routeParams({ id }))),
};

/** The slice of the file that part n holds. */
export const sliceOf = (file: Buffer, partSize: number, partNumber: number) =>
  file.subarray((partNumber - 1) * partSize, partNumber * partSize);

/**
 * PUTs a part to its presigned URL as a browser would (no cookie: the URL is the credential):
 * through the route handler for the local backend, with fetch for an absolute (S3) URL.
 */
export async function putPart(url: string, body: Buffer): Promise<Response> {
  if (/^https?:/.test(url)) return fetch(url, { method: 'PUT', body: new Uint8Array(body) });
  const match = /^\/api\/v1\/uploads\/([^/]+)\/parts\/(\d+)\?/.exec(url);
  if (!match) throw new Error(`unexpected part URL ${url}`);
  const req = new Request(`http://localhost:3000${url}`, { method: 'PUT', body: new Uint8Array(body) });
  return putPartRoute(req, routeParams({ id: match[1], n: match[2] }));
}

/** Uploads the given parts of `file`; returns their ETags. */
export async function uploadParts(cookie: string, upload: Created, file: Buffer, partNumbers: number[]) {
  const { body } = await api.presign(cookie, upload.id, partNumbers);
  const urls = body.items as PartUrl[];
  const etags: Array<{ partNumber: number; etag: string }> = [];
  for (const { partNumber, url } of urls) {
    const res = await putPart(url, sliceOf(file, upload.partSize, partNumber));
    if (res.status !== 200) throw new Error(`part ${partNumber}: ${res.status} ${await res.text()}`);
    etags.push({ partNumber, etag: res.headers.get('etag') ?? '' });
  }
  return etags;
}

export const allParts = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
