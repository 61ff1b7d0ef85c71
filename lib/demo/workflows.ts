import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users, workflows, workspaces } from '@/db/schema';
import { isFfmpegAvailable } from '@/lib/media/ffmpeg';
import { getStorage } from '@/lib/storage';
import { initialStatuses } from '@/lib/workflows/initial-status';
import { processWorkflow } from '@/lib/workflows/pipeline/process';

const run = promisify(execFile);

/**
 * Three real workflows for a new demo: videos generated here (an ffmpeg test pattern with an
 * espeak-ng narration whose parts are separated by pauses), run through the real pipeline in
 * this process, then published. English narration, so pocketsphinx transcribes it.
 */
type DemoWorkflow = { title: string; workspace: string; author: string; pattern: string; parts: string[] };

export const DEMO_WORKFLOWS: DemoWorkflow[] = [
  {
    title: 'Starting the assembly line safely',
    workspace: 'Assembly Line A',
    author: 'publisher@demo.example.com',
    pattern: 'testsrc2=size=1280x720:rate=25',
    parts: [
      'Before you start the line, put on your safety glasses and gloves.',
      'Close every safety cover and release the emergency stop.',
      'Press the green start button and watch the first parts pass the sensor.',
    ],
  },
  {
    title: 'Lockout and tagout',
    workspace: 'Safety Procedures',
    author: 'publisher@demo.example.com',
    pattern: 'smptehdbars=size=1280x720:rate=25',
    parts: [
      'Switch off the machine at the main isolator.',
      'Fit your personal lock and tag to the isolator handle.',
      'Try to start the machine to prove that the energy is isolated.',
    ],
  },
  {
    title: 'Changing a milling cutter',
    workspace: 'Machining',
    author: 'wsadmin@demo.example.com',
    pattern: 'gradients=size=1280x720:rate=25:speed=0.02',
    parts: [
      'Stop the spindle and open the machine door.',
      'Loosen the collet nut and remove the worn cutter.',
      'Insert the new cutter, tighten the collet, and close the door.',
    ],
  },
];

// The pause between parts is where segmentation cuts the steps.
const PAUSE_MS = 1600;

/** A narrated clip of the pattern, as long as its narration plus a second. */
async function makeDemoClip(demo: DemoWorkflow, dir: string): Promise<string> {
  const wav = path.join(dir, `${randomUUID()}.wav`);
  const ssml = `<speak>${demo.parts.join(`<break time="${PAUSE_MS}ms"/>`)}</speak>`;
  // The klatt voice is the one pocketsphinx's en-us model understands best.
  await run('espeak-ng', ['-m', '-v', 'en-us+klatt', '-s', '125', '-w', wav, ssml]);
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', wav]);
  const seconds = Math.ceil(Number(stdout.trim()) + 1);
  const out = path.join(dir, `${randomUUID()}.mp4`);
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', demo.pattern, '-i', wav,
    '-map', '0:v', '-map', '1:a', '-af', 'apad', '-t', String(seconds),
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '23', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '96k', out]);
  return out;
}

export type DemoWorkflowsResult = { created: number; skipped: string | null };

/** Adds the demo workflows to the demo organisation once; later runs find them and stop. */
export async function seedDemoWorkflows(db: Db, orgId: string, log: (line: string) => void = () => {}): Promise<DemoWorkflowsResult> {
  // The e2e server seeds its own workflows and must start quickly: it sets OPENHOW_DEMO_VIDEOS=0.
  if (process.env.OPENHOW_DEMO_VIDEOS === '0') return { created: 0, skipped: 'OPENHOW_DEMO_VIDEOS=0' };
  const titles = DEMO_WORKFLOWS.map((d) => d.title);
  const existing = await db.select({ id: workflows.id }).from(workflows).where(and(eq(workflows.organizationId, orgId), inArray(workflows.title, titles)));
  if (existing.length) return { created: 0, skipped: 'already present' };
  if (!(await isFfmpegAvailable())) return { created: 0, skipped: 'ffmpeg is not installed' };

  const dir = await mkdtemp(path.join(os.tmpdir(), 'openhow-demo-'));
  let created = 0;
  try {
    for (const demo of DEMO_WORKFLOWS) {
      const workspace = await db.query.workspaces.findFirst({ where: and(eq(workspaces.organizationId, orgId), eq(workspaces.name, demo.workspace)) });
      const author = await db.query.users.findFirst({ where: and(eq(users.organizationId, orgId), eq(users.email, demo.author)) });
      if (!workspace || !author) continue;
      log(`Demo video "${demo.title}": generating…`);
      const clip = await makeDemoClip(demo, dir);
      const key = `orgs/${orgId}/uploads/${randomUUID()}/source.mp4`;
      await getStorage().put(key, await readFile(clip), { contentType: 'video/mp4' });
      const [row] = await db
        .insert(workflows)
        .values({ organizationId: orgId, workspaceId: workspace.id, authorId: author.id, title: demo.title,
          titleTranslations: { 'en-us': demo.title }, languageCode: 'en-us', originalVideoKey: key, ...initialStatuses() })
        .returning();
      log(`Demo video "${demo.title}": processing…`);
      const outcome = await processWorkflow({ organizationId: orgId, workflowId: row.id }, { preset: 'veryfast' }, { db });
      if (outcome.status !== 'finished') throw new Error(`demo workflow "${demo.title}" did not process: ${outcome.status}`);
      await db.update(workflows).set({ published: true, processed: true, publishedAt: new Date() }).where(eq(workflows.id, row.id));
      created += 1;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return { created, skipped: null };
}
