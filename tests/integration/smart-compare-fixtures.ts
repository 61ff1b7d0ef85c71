import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getDb } from '@/db/client';
import { uploads, workflowSteps, workflows } from '@/db/schema';
import { getStorage } from '@/lib/storage';
import { addMember, createOrg, createUser, createWorkspace, sessionCookie } from '../helpers/factories';

const run = promisify(execFile);

/** Smart compare on: the plan flag, the admin's toggle and the AI switch. */
export const COMPARE_ON = { features: { enableSmartCompare: { featureEnabled: true, enabled: true } }, ai: { smartCompare: true } };

// Three visually distinct 2 s segments (tiny, 10 fps): a test pattern, colour bars, a fractal.
const SOURCES = ['testsrc=size=160x120:rate=10:d=2', 'smptebars=size=160x120:rate=10:d=2', 'mandelbrot=size=160x120:rate=10'];

/** An H.264 MP4 of the segments in `order` (indices into SOURCES), e.g. [0, 2, 1]. */
export async function makeVideo(dir: string, order: number[]): Promise<string> {
  const out = path.join(dir, `video-${order.join('')}.mp4`);
  const inputs = SOURCES.flatMap((s, k) => ['-f', 'lavfi', ...(k === 2 ? ['-t', '2'] : []), '-i', s]);
  const unused = SOURCES.map((_, k) => k).filter((k) => !order.includes(k));
  const graph = `${order.map((k) => `[${k}]`).join('')}concat=n=${order.length}:v=1[v]${unused.map((k) => `;[${k}]nullsink`).join('')}`;
  await run(process.env.FFMPEG_PATH || 'ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...inputs, '-filter_complex', graph, '-map', '[v]', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', out]);
  return out;
}

/** Stores a video for a user as a completed upload of their organisation; returns the upload id and key. */
export async function storeUpload(orgId: string, userId: string, file: string, contentType = 'video/mp4') {
  const id = crypto.randomUUID();
  const storageKey = `orgs/${orgId}/uploads/${id}/source.mp4`;
  const body = await readFile(file);
  await getStorage().put(storageKey, body, { contentType });
  await (await getDb()).insert(uploads).values({
    id, organizationId: orgId, userId, storageKey, fileName: 'mine.mp4', contentType, purpose: 'workflow-video',
    size: body.length, partSize: body.length, status: 'completed', expiresAt: new Date(Date.now() + 3600_000),
  });
  return { id, key: storageKey };
}

/** A published workflow whose original video is `file`, with one step per 2 s segment. */
export async function createReferenceWorkflow(orgId: string, workspaceId: string, authorId: string, file: string, titles: string[]) {
  const db = await getDb();
  const { key } = await storeUpload(orgId, authorId, file);
  const [workflow] = await db
    .insert(workflows)
    .values({ organizationId: orgId, workspaceId, authorId, title: 'Reference', published: true, publishedAt: new Date(), originalVideoKey: key, processed: true })
    .returning();
  const steps = await db
    .insert(workflowSteps)
    .values(titles.map((title, i) => ({ organizationId: orgId, workflowId: workflow!.id, position: i, title, startTime: i * 2, endTime: i * 2 + 2, duration: 2 })))
    .returning();
  return { workflow: workflow!, steps: steps.sort((a, b) => a.position - b.position) };
}

/** Two organisations with smart compare on (a viewer operator, a publisher supervisor each), and one with it off. */
export async function compareWorld() {
  const dir = await mkdtemp(path.join(tmpdir(), 'openhow-compare-test-'));
  const make = async (settings: object) => {
    const org = await createOrg({ settings });
    const ws = await createWorkspace(org.id, { name: 'Line' });
    const operator = await createUser(org.id, 'viewer', { displayName: 'Olga Operator' });
    const supervisor = await createUser(org.id, 'publisher', { displayName: 'Sam Supervisor' });
    await addMember(org.id, ws.id, operator.id, 'viewer');
    await addMember(org.id, ws.id, supervisor.id, 'publisher');
    return { org, ws, operator, supervisor, cookies: { operator: (await sessionCookie(operator)).cookie, supervisor: (await sessionCookie(supervisor)).cookie } };
  };
  const [home, other, off] = await Promise.all([make(COMPARE_ON), make(COMPARE_ON), make({})]);
  const [abc, acb, ac] = await Promise.all([makeVideo(dir, [0, 1, 2]), makeVideo(dir, [0, 2, 1]), makeVideo(dir, [0, 2])]);
  return { dir, home, other, off, videos: { abc, acb, ac } };
}

/** The same video with a tone as its sound track (so the speech recogniser is asked). */
export async function withTone(file: string): Promise<string> {
  const out = file.replace(/\.mp4$/, '-tone.mp4');
  await run(process.env.FFMPEG_PATH || 'ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', file, '-f', 'lavfi', '-i', 'sine=frequency=440:duration=6', '-c:v', 'copy', '-c:a', 'aac', '-shortest', out]);
  return out;
}
