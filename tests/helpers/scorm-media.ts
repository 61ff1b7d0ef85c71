import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { workflowSteps, type WorkflowStep } from '@/db/schema';
import { runFfmpeg } from '@/lib/media/ffmpeg';
import { getStorage } from '@/lib/storage';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { db } from './factories';
import { makeClip } from './media-fixtures';

/**
 * Gives each step real HLS media of one rung in storage, as the pipeline leaves it
 * (`hls/0/<stepId>/<rung>.m3u8` and `<rung>/NNNNN.ts`), cut by stream copy from a small test clip;
 * with `progressive` also the step's MP4 of that rung (the pipeline's progressive start).
 */
export async function attachStepMedia(orgId: string, workflowId: string, steps: WorkflowStep[], { rung = 360, seconds = 3, progressive = false } = {}) {
  const clip = await makeClip({ seconds, width: Math.round((rung * 16) / 9 / 2) * 2, height: rung, fps: 10, audio: 'sine' });
  const dir = await mkdtemp(path.join(tmpdir(), 'scorm-media-'));
  const storage = getStorage();
  try {
    await runFfmpeg(['-i', clip, '-c', 'copy', '-f', 'hls', '-hls_time', '1', '-hls_list_size', '0', '-hls_base_url', `${rung}/`,
      '-hls_segment_filename', path.join(dir, '%05d.ts'), path.join(dir, `${rung}.m3u8`)]);
    const segments = (await readdir(dir)).filter((f) => f.endsWith('.ts'));
    const playlist = await readFile(path.join(dir, `${rung}.m3u8`));
    const base = workflowMediaKeys(orgId, workflowId).hls(0);
    for (const step of steps) {
      const folder = `${base}${step.id}/`;
      await storage.put(`${folder}${rung}.m3u8`, playlist, { contentType: 'application/vnd.apple.mpegurl' });
      for (const file of segments) await storage.put(`${folder}${rung}/${file}`, await readFile(path.join(dir, file)), { contentType: 'video/mp2t' });
      if (progressive) {
        const mp4 = path.join(dir, 'progressive.mp4');
        await runFfmpeg(['-y', '-i', clip, '-c', 'copy', '-movflags', '+faststart', mp4]);
        await storage.put(`${folder}${rung}.mp4`, await readFile(mp4), { contentType: 'video/mp4' });
      }
      await (await db())
        .update(workflowSteps)
        .set({ renditions: { [String(rung)]: `${folder}${rung}.m3u8` }, hlsKey: `${folder}master.m3u8`, startVideoKey: progressive ? `${folder}${rung}.mp4` : null })
        .where(and(eq(workflowSteps.id, step.id), eq(workflowSteps.organizationId, orgId)));
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
