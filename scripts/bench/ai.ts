// npx tsx --conditions=react-server scripts/bench/ai.ts (npm run bench:ai) – the AI layer (issue 17).
// 1. Offline provider: summary + key terms + questions for a generated 60-minute transcript (900
//    sentences, 20 steps), each call on a fresh copy of the transcript (no shared analysis), beside
//    a baseline measured in the same run: segmenting the transcript into words once (Intl.Segmenter),
//    the least any method over its words does. Goal: < 2 s in total.
// 2. Provider path through the real openai client against the local stand-in: tokens each request
//    sends (instruction, transcript part, JSON schema) beside the transcript's own tokens. Goal: the
//    transcript part ≤ 1.1× the transcript, plus a small fixed instruction. Tokens are the documented
//    estimate of lib/ai/tokens.ts (no tokenizer is installed); both sides are counted the same way.
// Env: BENCH_AI_MINUTES (60), BENCH_REPEAT (5).
Object.assign(process.env, { PGLITE_DATA_DIR: 'memory://', JOBS_IN_PROCESS: 'false' });
delete process.env.DATABASE_URL;

const minutes = Number(process.env.BENCH_AI_MINUTES || 60);
const repeat = Number(process.env.BENCH_REPEAT || 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;

async function main() {
  const [{ offlineSummary, offlineKeyTerms, offlineQuestions }, { words }, { generatedTranscript }, content, { estimateTokens }, { startOpenAiStandIn }, factories, { jsonSchemaOf }, prompts] =
    await Promise.all([
      import('@/lib/ai/offline'),
      import('@/lib/ai/offline/text'),
      import('../../tests/helpers/ai-transcripts'),
      import('@/lib/ai/content'),
      import('@/lib/ai/tokens'),
      import('../../tests/helpers/openai-stand-in'),
      import('../../tests/helpers/factories'),
      import('@/lib/ai/provider'),
      import('@/lib/ai/content/prompts'),
    ]);
  const transcript = generatedTranscript(minutes);
  const fresh = () => ({ ...transcript, sentences: [...transcript.sentences] });
  words('warm up the segmenter', transcript.languageCode);

  const base: number[] = [];
  const ours: Record<'summary' | 'terms' | 'questions' | 'total', number[]> = { summary: [], terms: [], questions: [], total: [] };
  for (let r = 0; r < repeat; r++) {
    let t = performance.now();
    for (const s of transcript.sentences) words(s.sentence, transcript.languageCode);
    base.push(performance.now() - t);
    t = performance.now();
    offlineSummary(fresh());
    const a = performance.now();
    offlineKeyTerms(fresh());
    const b = performance.now();
    offlineQuestions(fresh(), 10);
    const c = performance.now();
    ours.summary.push(a - t);
    ours.terms.push(b - a);
    ours.questions.push(c - b);
    ours.total.push(c - t);
  }
  console.log(`Offline provider, ${minutes}-minute transcript (${transcript.sentences.length} sentences, ${transcript.steps.length} steps), median of ${repeat}:`);
  console.log(`  baseline (segment the words once)  ${ms(median(base))}`);
  console.log(`  summary + highlights + SOP         ${ms(median(ours.summary))}`);
  console.log(`  key terms                          ${ms(median(ours.terms))}`);
  console.log(`  10 questions                       ${ms(median(ours.questions))}`);
  console.log(`  total                              ${ms(median(ours.total))}  (${(median(ours.total) / median(base)).toFixed(1)}× baseline; goal < 2000 ms: ${median(ours.total) < 2000 ? 'met' : 'NOT met'})`);

  const standIn = await startOpenAiStandIn();
  const minimal: Record<string, unknown> = {
    summary: { summary: [], safetyOrWarning: [], tools: [], importantNote: [], sop: [] },
    terms: { terms: [] },
    quiz: { questions: [] },
  };
  standIn.respondChat((_m, request) => JSON.stringify(minimal[request.responseFormat?.json_schema?.name ?? ''] ?? {}));
  const env = { OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: standIn.baseURL, OPENAI_MAX_RETRIES: '0' };
  const organizationId = (await factories.createOrg()).id;
  const own = estimateTokens(transcript.sentences.map((s) => s.sentence).join(' '));
  console.log(`\nProvider path (stand-in), tokens per request; the transcript's own tokens: ${own}`);
  const schemas = { summary: prompts.summaryAnswer, terms: prompts.termsAnswer, quiz: prompts.questionsAnswer };
  const calls = [
    ['summary', () => content.generateSummary(transcript, { organizationId, env })],
    ['terms', () => content.generateKeyTerms(transcript, { organizationId, env })],
    ['quiz', () => content.generateQuestions(transcript, { organizationId, env, count: 10 })],
  ] as const;
  for (const [task, call] of calls) {
    await call();
    const [system, user] = standIn.chatRequests.at(-1)!.messages;
    const instruction = estimateTokens(system!.content);
    const sent = estimateTokens(user!.content);
    const schema = estimateTokens(JSON.stringify(jsonSchemaOf(schemas[task])));
    console.log(
      `  ${task.padEnd(8)} transcript part ${sent} (${(sent / own).toFixed(3)}× own; goal ≤ 1.1×: ${sent <= own * 1.1 ? 'met' : 'NOT met'})` +
        `, fixed: instruction ${instruction} + schema ${schema}; whole request ${((sent + instruction + schema) / own).toFixed(3)}×`,
    );
  }
  await standIn.close();
  const { closeDb } = await import('@/db/client');
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
