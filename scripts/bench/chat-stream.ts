// npm run bench:chat – time to the first streamed token of an answer through POST /api/v2/chats
// (server-sent events) on the production build (demo data, PGlite), the model being the local OpenAI
// stand-in (tests/helpers/openai-stand-in.ts), beside a direct `openai` client call to the same
// stand-in in the same run. Also how long the answer's done event follows its last token (the
// model-written follow-up questions are asked beside the answer and waited for there).
// Goal: first token at most +300 ms over the direct call (medians). Needs a build.
// Env: BENCH_PORT (3310), BENCH_REPEAT (15).
import OpenAI from 'openai';
import { startOpenAiStandIn } from '../../tests/helpers/openai-stand-in';
import { signIn, startServer } from './server';

const port = Number(process.env.BENCH_PORT || 3310);
const repeat = Number(process.env.BENCH_REPEAT || 15);
const GOAL_MS = 300;
const QUESTION = 'How do I check the forklift brakes?';
const ANSWER = 'Drive slowly forward and press the service brake firmly; the truck must stop within one metre [1]. '.repeat(4);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

type Timing = { first: number; last: number; done: number };

/** Reads an SSE body, noting when the first and last content chunk and the done chunk arrived. */
async function readStream(res: Response, started: number, isContent: (data: string) => boolean, isDone: (data: string) => boolean): Promise<Timing> {
  const timing: Timing = { first: NaN, last: NaN, done: NaN };
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(part, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = event.startsWith('data: ') ? event.slice(6) : '';
      const now = performance.now() - started;
      if (data && isContent(data)) {
        if (Number.isNaN(timing.first)) timing.first = now;
        timing.last = now;
      }
      if (data && isDone(data)) timing.done = now;
    }
  }
  return timing;
}

async function main() {
  const standIn = await startOpenAiStandIn();
  standIn.respondChat((messages) => (messages[0]!.content.startsWith('Suggest ') ? JSON.stringify({ questions: ['Where is the parking brake tested?', 'How often is the check done?', 'What if the truck does not stop?'] }) : ANSWER));
  Object.assign(process.env, { OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: standIn.baseURL, OPENAI_MAX_RETRIES: '0', CHAT_QUESTIONS_PER_HOUR: '0', AI_CALLS_PER_HOUR: '0' });
  const server = await startServer(port);
  try {
    const cookie = await signIn(server.url, 'viewer@demo.example.com', 'Demo-Passw0rd!');
    const client = new OpenAI({ apiKey: 'sk-bench', baseURL: standIn.baseURL, maxRetries: 0 });
    const direct: Timing[] = [];
    const ours: Timing[] = [];
    for (let i = 0; i < repeat + 1; i++) {
      let started = performance.now();
      const stream = await client.chat.completions.create({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: QUESTION }] });
      const bare: Timing = { first: NaN, last: NaN, done: NaN };
      for await (const chunk of stream) {
        if (!chunk.choices[0]?.delta?.content) continue;
        const now = performance.now() - started;
        if (Number.isNaN(bare.first)) bare.first = now;
        bare.last = now;
      }
      bare.done = performance.now() - started;
      started = performance.now();
      const res = await fetch(`${server.url}/api/v2/chats`, {
        method: 'POST',
        headers: { cookie, origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({ query: QUESTION, type: 'regular', streaming: true }),
      });
      if (res.status !== 200) throw new Error(`POST /api/v2/chats: ${res.status} ${await res.text()}`);
      const timing = await readStream(res, started, (d) => d.includes('"content"'), (d) => d.includes('"done"'));
      if (Number.isNaN(timing.first) || Number.isNaN(timing.done)) throw new Error('the answer streamed no content or no done event');
      // The first round warms both up.
      if (i > 0) {
        direct.push(bare);
        ours.push(timing);
      }
    }
    const d = median(direct.map((t) => t.first));
    const o = median(ours.map((t) => t.first));
    console.log(`chat answer, first streamed token (${repeat} runs, ${server.database}): direct openai client ${d.toFixed(1)} ms, POST /api/v2/chats ${o.toFixed(1)} ms, +${(o - d).toFixed(1)} ms (goal ≤ +${GOAL_MS} ms)`);
    console.log(`  last token → done event: direct ${median(direct.map((t) => t.done - t.last)).toFixed(1)} ms, ours ${median(ours.map((t) => t.done - t.last)).toFixed(1)} ms (references, model-written follow-ups, saving the answer)`);
  } finally {
    await server.stop();
    await standIn.close();
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
