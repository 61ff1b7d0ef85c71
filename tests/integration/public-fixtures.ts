import { eq } from 'drizzle-orm';
import { GET as playlistRoute } from '@/app/api/v1/public/media/workflows/[id]/steps/[stepId]/[file]/route';
import { transcriptions, workflowSteps, workflows, type WorkflowStep } from '@/db/schema';
import { getStorage } from '@/lib/storage';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { apiRequest, db, routeParams } from '../helpers/factories';
import { createWorkflow } from '../helpers/workflow-factory';

export type Packaged = { id: string; steps: WorkflowStep[] };

export const SENTENCES = [
  { sentence: 'Take the torque wrench from the tool board.', startTime: 1, endTime: 4, words: [] },
  { sentence: 'Set it to <twelve> newton metres.', startTime: 31, endTime: 35, words: [] },
];

/** Steps with HLS playlists in storage (as the pipeline leaves them), a poster, and an English transcript. */
export async function packageWorkflow(orgId: string, workspaceId: string, options: { published?: boolean; authorId?: string } = {}): Promise<Packaged> {
  const { workflow, steps } = await createWorkflow(orgId, workspaceId, { steps: [30, 30], ...options });
  const keys = workflowMediaKeys(orgId, workflow.id);
  const storage = getStorage();
  for (const step of steps) {
    const folder = `${keys.hls(1)}${step.id}/`;
    await storage.put(`${folder}master.m3u8`, Buffer.from('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360\n360.m3u8\n'), { contentType: 'application/vnd.apple.mpegurl' });
    await storage.put(`${folder}360.m3u8`, Buffer.from('#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\n360/00000.ts\n#EXT-X-ENDLIST\n'), { contentType: 'application/vnd.apple.mpegurl' });
    // The first step has its starting MP4; the second was packaged before those existed.
    const startVideoKey = step.position === 0 ? `${folder}360.mp4` : null;
    await (await db()).update(workflowSteps).set({ hlsKey: `${folder}master.m3u8`, renditions: { '360': `${folder}360.m3u8` }, startVideoKey }).where(eq(workflowSteps.id, step.id));
  }
  await storage.put(keys.poster, Buffer.from('jpeg'), { contentType: 'image/jpeg' });
  await (await db()).update(workflows).set({ posterKey: keys.poster, title: 'Torque wrench basics' }).where(eq(workflows.id, workflow.id));
  await (await db()).insert(transcriptions).values({ organizationId: orgId, workflowId: workflow.id, languageCode: 'en-us', source: 'manual', sentences: SENTENCES, searchText: '' });
  return { id: workflow.id, steps };
}

/** GET of a public step playlist, as a visitor without an account. */
export const publicPlaylist = (id: string, stepId: string, file: string) =>
  playlistRoute(apiRequest(`/api/v1/public/media/workflows/${id}/steps/${stepId}/${file}`), routeParams({ id, stepId, file }));
