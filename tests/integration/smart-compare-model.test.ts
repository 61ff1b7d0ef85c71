import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getOne } from '@/app/api/v1/users-smart-compares/[id]/route';
import { POST as compare } from '@/app/api/v1/video-evaluator/compare/route';
import { getDb } from '@/db/client';
import { transcriptions } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { runSmartCompare } from '@/lib/smart-compare/run';
import type { SmartCompareDto } from '@/lib/smart-compare/schema';
import { apiRequest, routeParams } from '../helpers/factories';
import { startOpenAiStandIn, type OpenAiStandIn } from '../helpers/openai-stand-in';
import { compareWorld, createReferenceWorkflow, storeUpload, withTone } from './smart-compare-fixtures';

let w: Awaited<ReturnType<typeof compareWorld>>;
let standIn: OpenAiStandIn;
let workflowId: string;
let userUpload: string;

beforeAll(async () => {
  process.env.JOBS_IN_PROCESS = 'false';
  w = await compareWorld();
  const ref = await createReferenceWorkflow(w.home.org.id, w.home.ws.id, w.home.supervisor.id, w.videos.abc, ['Pattern', 'Bars', 'Fractal']);
  workflowId = ref.workflow.id;
  const sentences = [
    { sentence: 'Check the test pattern.', startTime: 0.2, endTime: 1.8, words: [] },
    { sentence: 'Now the colour bars appear.', startTime: 2.2, endTime: 3.8, words: [] },
  ];
  await (await getDb()).insert(transcriptions).values({ organizationId: w.home.org.id, workflowId, languageCode: 'en-us', source: 'manual', sentences, searchText: '' });
  userUpload = (await storeUpload(w.home.org.id, w.home.operator.id, await withTone(w.videos.abc))).id;
  standIn = await startOpenAiStandIn();
  Object.assign(process.env, { OPENAI_API_KEY: 'sk-stand-in', OPENAI_BASE_URL: standIn.baseURL, OPENAI_VISION_MODEL: 'vision-stand-in', TRANSCRIPTION_PROVIDER: 'openai' });
}, 120_000);

afterAll(async () => {
  for (const name of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_VISION_MODEL', 'TRANSCRIPTION_PROVIDER']) delete process.env[name];
  await standIn.close();
  await stopBoss({ graceful: false });
});

async function run(): Promise<SmartCompareDto> {
  const started = await compare(apiRequest('/api/v1/video-evaluator/compare', { method: 'POST', cookie: w.home.cookies.operator, body: { userVideoUrl: userUpload, workflowId } }), routeParams({}));
  const id = ((await started.json()) as { item: SmartCompareDto }).item.id;
  await runSmartCompare({ organizationId: w.home.org.id, compareId: id });
  const done = await getOne(apiRequest(`/api/v1/users-smart-compares/${id}`, { cookie: w.home.cookies.operator }), routeParams({ id }));
  return ((await done.json()) as { item: SmartCompareDto }).item;
}

describe('smart compare with a vision model and speech', () => {
  it("adds the model's labelled judgement per step on the frames, and a text similarity where both sides speak", async () => {
    standIn.respond({ sentences: [{ text: 'Check the test pattern.', start: 0.2, end: 1.8 }, { text: 'Then the bars.', start: 2.2, end: 3.8 }] });
    standIn.respondChat(() => JSON.stringify({ verdict: 'match', confidence: 0.9, explanation: 'The same picture.' }));
    const item = await run();
    expect(item.status).toBe('completed');
    expect(item.result!.method).toBe('offline+model');
    for (const step of item.result!.steps) expect(step.model).toEqual({ verdict: 'match', confidence: 0.9, explanation: 'The same picture.', model: 'vision-stand-in' });
    // The frames went to the vision model as images beside the step's title.
    const asked = standIn.chatRequests.filter((r) => r.model === 'vision-stand-in');
    expect(asked).toHaveLength(3);
    const parts = asked[0]!.messages.find((m) => m.role === 'user')!.content as unknown as Array<{ type: string; image_url?: { url: string } }>;
    expect(parts.filter((p) => p.type === 'image_url').map((p) => p.image_url!.url.slice(0, 23))).toEqual(['data:image/jpeg;base64,', 'data:image/jpeg;base64,']);
    const [pattern, bars, fractal] = item.result!.steps;
    expect(pattern!.textSimilarity).toBe(1);
    expect(bars!.textSimilarity).toBeGreaterThan(0);
    expect(bars!.textSimilarity).toBeLessThan(1);
    expect(fractal!.textSimilarity).toBeNull();
  });

  it('keeps the offline result when the model fails', async () => {
    standIn.failChat('server');
    const item = await run();
    standIn.failChat(null);
    expect(item.status).toBe('completed');
    expect(item.result!.steps.every((s) => s.found && s.model === null)).toBe(true);
  });
});
