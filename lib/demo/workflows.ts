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
import { parseManualTranscript } from '@/lib/transcription/manual';
import { getStorage } from '@/lib/storage';
import { initialStatuses } from '@/lib/workflows/initial-status';
import { processWorkflow } from '@/lib/workflows/pipeline/process';

const run = promisify(execFile);

/**
 * Three real workflows for a new demo: videos generated here (an ffmpeg test pattern with an
 * espeak-ng narration whose parts are separated by pauses), run through the real pipeline in
 * this process, then published. pocketsphinx turns espeak-ng's synthetic voice into gibberish
 * (tried: klatt/m3/f3 voices, 120–130 wpm, 16 kHz mono), so the demo's transcript is the script
 * itself: a WebVTT built from the narration's real timings (each part is synthesised alone and
 * measured), read by the manual-transcript parser, as an author's uploaded .vtt would be.
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

const durationOf = async (file: string) =>
  Number((await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file])).stdout.trim());

const vttTime = (seconds: number) => new Date(Math.round(seconds * 1000)).toISOString().slice(11, 23);

/**
 * A narrated clip of the pattern (as long as its narration plus a second) and its WebVTT: each
 * part is spoken alone, so its start and end in the joined narration are known exactly.
 */
async function makeDemoClip(demo: DemoWorkflow, dir: string): Promise<{ clip: string; vtt: string; seconds: number }> {
  const parts: string[] = [];
  const cues: string[] = [];
  let at = 0;
  for (const [i, text] of demo.parts.entries()) {
    const wav = path.join(dir, `${randomUUID()}.wav`);
    await run('espeak-ng', ['-v', 'en-us', '-s', '140', '-w', wav, text]);
    const length = await durationOf(wav);
    cues.push(`${i + 1}\n${vttTime(at)} --> ${vttTime(at + length)}\n${text}`);
    parts.push(wav);
    at += length + PAUSE_MS / 1000;
  }
  const seconds = Math.ceil(at - PAUSE_MS / 1000 + 1);
  // Each part padded with the pause (the last with the closing second), then joined.
  const pads = parts.map((_, i) => `[${i + 1}:a]apad=pad_dur=${i < parts.length - 1 ? PAUSE_MS / 1000 : 1}[p${i}]`);
  const graph = `${pads.join(';')};${parts.map((_, i) => `[p${i}]`).join('')}concat=n=${parts.length}:v=0:a=1[a]`;
  const clip = path.join(dir, `${randomUUID()}.mp4`);
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', demo.pattern, ...parts.flatMap((p) => ['-i', p]),
    '-filter_complex', graph, '-map', '0:v', '-map', '[a]', '-t', String(seconds),
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '23', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '96k', clip]);
  return { clip, vtt: `WEBVTT\n\n${cues.join('\n\n')}\n`, seconds };
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
      const { clip, vtt, seconds } = await makeDemoClip(demo, dir);
      const key = `orgs/${orgId}/uploads/${randomUUID()}/source.mp4`;
      await getStorage().put(key, await readFile(clip), { contentType: 'video/mp4' });
      const [row] = await db
        .insert(workflows)
        .values({ organizationId: orgId, workspaceId: workspace.id, authorId: author.id, title: demo.title,
          titleTranslations: { 'en-us': demo.title }, languageCode: 'en-us', originalVideoKey: key, ...initialStatuses() })
        .returning();
      log(`Demo video "${demo.title}": processing…`);
      const transcript = { source: 'upload' as const, sentences: parseManualTranscript('vtt', vtt, seconds) };
      const outcome = await processWorkflow({ organizationId: orgId, workflowId: row.id }, { preset: 'veryfast', transcript }, { db });
      if (outcome.status !== 'finished') throw new Error(`demo workflow "${demo.title}" did not process: ${outcome.status}`);
      await db.update(workflows).set({ published: true, processed: true, publishedAt: new Date() }).where(eq(workflows.id, row.id));
      created += 1;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return { created, skipped: null };
}
