// npx tsx --conditions=react-server scripts/bench/tts.ts – generating one voice-over block with
// espeak-ng through the text-to-speech job's work (row claim, espeak-ng streamed into storage, WAV check
// and auto-correct, row update) beside a bare espeak-ng call for the same text, voice and speed, in the same
// run. Goal: ours ≤ 1.2× bare (medians). Env: BENCH_REPEAT (15).
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repeat = Number(process.env.BENCH_REPEAT || 15);
const root = path.join(tmpdir(), `openhow-bench-tts-${process.pid}`);
Object.assign(process.env, { PGLITE_DATA_DIR: 'memory://', STORAGE_DIR: path.join(root, 'storage'), JOBS_IN_PROCESS: 'false' });
delete process.env.DATABASE_URL;

const TEXT =
  'Before you start the machine, put on your safety glasses and gloves. Check that the guard is closed, then press the green button and wait for the light.';

function espeak(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('espeak-ng', args, { stdio: 'ignore' });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`espeak-ng exited ${code}`))));
  });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  await mkdir(root, { recursive: true });
  const [{ getDb }, schema, { runSpeech }, factories, { createWorkflow }] = await Promise.all([
    import('@/db/client'),
    import('@/db/schema'),
    import('@/lib/tts/generate'),
    import('../../tests/helpers/factories'),
    import('../../tests/helpers/workflow-factory'),
  ]);
  const db = await getDb();
  const org = await factories.createOrg();
  const workspace = await factories.createWorkspace(org.id);
  const { workflow, steps } = await createWorkflow(org.id, workspace.id, { steps: [30] });
  const bareOut = path.join(root, 'bare.wav');
  const textFile = path.join(root, 'text.txt');
  await writeFile(textFile, TEXT);
  const bare: number[] = [];
  const ours: number[] = [];
  for (let i = 0; i < repeat + 1; i++) {
    let t = performance.now();
    await espeak(['-b', '1', '-v', 'en-us', '-s', '175', '-w', bareOut, '-f', textFile]);
    const bareMs = performance.now() - t;
    const [row] = await db
      .insert(schema.textToSpeech)
      .values({ organizationId: org.id, workflowId: workflow.id, stepId: steps[0]!.id, voice: 'espeak:en-us', rate: 1, text: TEXT, language: 'en-us', span: 12 })
      .returning();
    t = performance.now();
    const status = await runSpeech({ organizationId: org.id, text2SpeechId: row!.id });
    const oursMs = performance.now() - t;
    if (status !== 'completed') throw new Error(`generation ${status}`);
    // The first round warms up both (file cache, module code paths).
    if (i > 0) {
      bare.push(bareMs);
      ours.push(oursMs);
    }
  }
  const b = median(bare);
  const o = median(ours);
  console.log(`voice-over block (${TEXT.length} characters, espeak-ng en-us, ${repeat} runs): bare espeak-ng ${b.toFixed(0)} ms, ours ${o.toFixed(0)} ms, ratio ${(o / b).toFixed(2)}× (goal ≤ 1.2×)`);
  await rm(root, { recursive: true, force: true });
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
