import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { conversionHistory, transcriptions, workflows, workflowSteps } from '@/db/schema';
import { getStorage, toBuffer } from '@/lib/storage';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import { cardStatus } from '@/lib/workflows/status';
import { createOrg, createUser, createWorkspace } from '../helpers/factories';
import { createInitializedWorkflow, narratedClip } from '../helpers/workflow-fixtures';

const exec = promisify(execFile);
let orgId: string;
let workspaceId: string;
let authorId: string;
let tmp: string;

beforeAll(async () => {
  process.env.PIPELINE_X264_PRESET = 'ultrafast';
  const org = await createOrg();
  orgId = org.id;
  workspaceId = (await createWorkspace(orgId)).id;
  authorId = (await createUser(orgId, 'publisher')).id;
  tmp = await mkdtemp(path.join(os.tmpdir(), 'openhow-pipeline-test-'));
}, 120_000);

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

const loadRow = async (id: string) => (await (await getDb()).query.workflows.findFirst({ where: eq(workflows.id, id) }))!;
const stepsOf = async (id: string) => (await getDb()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, id)).orderBy(asc(workflowSteps.position));

/** Writes a step's playlists to disk as a player would fetch them and asks ffprobe to decode them. */
async function ffprobePlaylist(masterKey: string): Promise<{ duration: number; streams: string[] }> {
  const storage = getStorage();
  const folder = masterKey.slice(0, masterKey.lastIndexOf('/') + 1);
  const dir = await mkdtemp(path.join(tmp, 'hls-'));
  for (const object of await storage.list(folder)) {
    const target = path.join(dir, object.key.slice(folder.length));
    await rm(target, { force: true });
    await exec('mkdir', ['-p', path.dirname(target)]);
    await writeFile(target, await toBuffer((await storage.get(object.key))!.body));
  }
  const { stdout } = await exec('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type', '-of', 'json', path.join(dir, 'master.m3u8')]);
  const json = JSON.parse(stdout) as { format: { duration: string }; streams: { codec_type: string }[] };
  return { duration: Number(json.format.duration), streams: json.streams.map((s) => s.codec_type) };
}

describe('workflow-process pipeline, end to end', () => {
  it('turns an uploaded narrated clip into ready steps with HLS, posters, image map and transcript', async () => {
    const clip = await narratedClip();
    const { workflow, uploadKey } = await createInitializedWorkflow({ orgId, workspaceId, authorId, clip });
    const seen: string[] = [];
    const outcome = await processWorkflow({ organizationId: orgId, workflowId: workflow.id }, {
      onStage: async (stage, phase) => {
        const row = await loadRow(workflow.id);
        seen.push(`${stage}:${phase}:${row.blocked}|${row.convertStatus}|${row.speechStatus}|${row.stepsStatus}`);
      },
    });
    expect(outcome).toEqual({ status: 'finished' });

    const row = await loadRow(workflow.id);
    expect(row).toMatchObject({
      blocked: null,
      convertStatus: 'finished',
      frameCaptureStatus: 'finished',
      videoExtractStatus: 'finished',
      speechStatus: 'completed',
      stepsStatus: 'finished',
      editorStatus: 'completed segmentation',
      processed: false,
      failure: null,
      progress: null,
      hlsVersion: 1,
    });
    expect(cardStatus({ ...row, hasImageMap: true })).toBe('new');
    const keys = workflowMediaKeys(orgId, workflow.id);
    expect(row.originalVideoKey).toBe(keys.original('.mp4'));
    expect(row.posterKey).toBe(keys.poster);
    expect(row.videoDuration).toBeCloseTo(24, 0);
    expect(await getStorage().exists(uploadKey)).toBe(false);

    // The lifecycle as open pages see it, stage by stage.
    expect(seen).toContain('original:start:copying original video|job scheduled|null|null');
    expect(seen).toContain('transcode:start:transcoding|transcoding|null|null');
    expect(seen).toContain('transcribe:start:transcoding|transcoded|running transcript|null');
    expect(seen).toContain('segment:start:transcoding|transcoded|sentences finished|running');

    const steps = await stepsOf(workflow.id);
    expect(steps.length).toBeGreaterThanOrEqual(1);
    expect(steps[0].startTime).toBe(0);
    expect(steps.at(-1)!.endTime).toBeCloseTo(24, 0);
    for (const step of steps) {
      expect(Object.keys(step.renditions as object).sort()).toEqual(['360', '480']);
      expect(await getStorage().exists(step.posterKey!)).toBe(true);
      // The starting rung (720p or the best below: 480 here) as one MP4 beside the playlists.
      expect(step.startVideoKey).toBe(step.renditions && (step.renditions as Record<string, string>)['480'].replace(/\.m3u8$/, '.mp4'));
      expect(await getStorage().exists(step.startVideoKey!)).toBe(true);
      expect(step.imageMap).toMatchObject({ offset: step.startTime, folder: keys.imageMapFolder });
      const played = await ffprobePlaylist(step.hlsKey!);
      expect(played.streams).toEqual(expect.arrayContaining(['video', 'audio']));
      expect(played.duration).toBeCloseTo(step.duration, 0);
    }
    const index = JSON.parse((await toBuffer((await getStorage().get(keys.imageMapIndex))!.body)).toString()) as { count: number; sheets: { file: string }[] };
    expect(index.count).toBeGreaterThanOrEqual(23);
    for (const sheet of index.sheets) expect(await getStorage().exists(`${keys.imageMapFolder}${sheet.file}`)).toBe(true);

    const [transcript] = await (await getDb()).select().from(transcriptions).where(eq(transcriptions.workflowId, workflow.id));
    expect(transcript.source).toBe('asr');
    const sentences = transcript.sentences as { sentence: string; words: { startTime: number }[] }[];
    expect(sentences.length).toBeGreaterThan(0);
    expect(sentences[0].words.length).toBeGreaterThan(0);
    expect(transcript.searchText.length).toBeGreaterThan(0);

    const history = await (await getDb()).select().from(conversionHistory).where(and(eq(conversionHistory.workflowId, workflow.id)));
    expect(history.map((h) => `${h.stage}:${h.status}`)).toEqual(expect.arrayContaining(['transcode:finished', 'transcribe:finished', 'publish:finished']));

    // A duplicate delivery of the finished job changes nothing.
    expect(await processWorkflow({ organizationId: orgId, workflowId: workflow.id })).toEqual({ status: 'skipped' });
    expect((await stepsOf(workflow.id)).map((s) => s.id)).toEqual(steps.map((s) => s.id));
  }, 180_000);
});
