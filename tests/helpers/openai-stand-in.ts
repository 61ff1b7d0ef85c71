import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { estimateTokens } from '@/lib/ai/tokens';

/**
 * A local stand-in for OpenAI's transcription endpoint (POST /v1/audio/transcriptions,
 * multipart/form-data), so the real `openai` client is tested without the network. It answers
 * verbose_json built from the sentences it is given and records what each request carried.
 * For lib/ai it also speaks chat completions (plain, json_object, json_schema, streamed as
 * server-sent events with usage) and embeddings, and fails on demand (timeout, 429, 5xx,
 * malformed JSON). Usage figures are lib/ai/tokens.ts estimates of what was sent and answered.
 */
export type StandInSentence = { text: string; start: number; end: number };
export type RecordedRequest = {
  authorization: string | null;
  model: string | null;
  language: string | null;
  responseFormat: string | null;
  granularities: string[];
  fileName: string | null;
  fileBytes: number;
};

export type ChatRequest = {
  authorization: string | null;
  model: string | null;
  messages: Array<{ role: string; content: string }>;
  /** response_format as sent (json_schema requests carry the schema), or null. */
  responseFormat: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } } | null;
  stream: boolean;
};
/** A speech request (POST /v1/audio/speech), for lib/tts. */
export type SpeechRequest = { authorization: string | null; model: string | null; input: string; voice: string | null; responseFormat: string | null; speed: number | null };
export type EmbeddingRequest = { authorization: string | null; model: string | null; input: string[] };
/**
 * How the next chat or embedding requests fail: hang past the client's timeout, 429, 500, a 200 whose content is not
 * JSON, or (`cut`) a streamed answer whose connection drops after its first pieces (other requests: at once).
 */
export type StandInFailure = 'timeout' | 'rateLimited' | 'server' | 'malformed' | 'cut';

export type OpenAiStandIn = {
  baseURL: string;
  requests: RecordedRequest[];
  /** Chat completions received (POST /v1/chat/completions), for lib/ai. */
  chatRequests: ChatRequest[];
  /**
   * How chat completions are answered. By default a user message that is JSON
   * `{target, lines}` (lib/editor/transcription/translate.ts) is "translated" by prefixing
   * each line with `[target] `; `respondChat()` goes back to that.
   */
  respondChat(answer?: (messages: ChatRequest['messages'], request: ChatRequest) => string): void;
  /** Embedding requests received (POST /v1/embeddings); each text gets a deterministic 64-dimensional bag-of-words vector (standInEmbedding). */
  embeddingRequests: EmbeddingRequest[];
  /** Speech requests received; each is answered with a 24 kHz mono WAV of a tone lasting about 15 characters a second at its speed. */
  speechRequests: SpeechRequest[];
  /** Fail the next `times` chat/embedding/speech requests (all of them by default) the given way; null stops failing. */
  failChat(failure: StandInFailure | null, times?: number): void;
  /** What the next answers contain; `status` other than 200 answers an OpenAI-style error. */
  respond(answer: { sentences?: StandInSentence[]; status?: number }): void;
  close(): Promise<void>;
};

// The ports reserved for this helper's stand-ins.
const PORTS = Array.from({ length: 20 }, (_, i) => 3200 + i);

function verboseJson(sentences: StandInSentence[]) {
  const words = sentences.flatMap((s) => {
    const tokens = s.text.split(/\s+/).filter(Boolean);
    const step = (s.end - s.start) / tokens.length;
    return tokens.map((word, i) => ({ word: word.replace(/[.,!?]$/, ''), start: s.start + i * step, end: s.start + (i + 1) * step }));
  });
  return {
    task: 'transcribe',
    language: 'english',
    duration: sentences.at(-1)?.end ?? 0,
    text: sentences.map((s) => s.text).join(' '),
    segments: sentences.map((s, id) => ({ id, seek: 0, start: s.start, end: s.end, text: ` ${s.text}`, tokens: [], temperature: 0, avg_logprob: -0.2, compression_ratio: 1, no_speech_prob: 0 })),
    words,
  };
}

function defaultChat(messages: ChatRequest['messages']): string {
  const user = [...messages].reverse().find((m) => m.role === 'user');
  try {
    const { target, lines } = JSON.parse(user?.content ?? '') as { target: string; lines: string[] };
    return JSON.stringify({ lines: lines.map((line) => `[${target}] ${line}`) });
  } catch {
    return 'stand-in answer';
  }
}

/**
 * A deterministic unit vector of a text: its words (lower-cased, a plural "s" dropped, words of
 * fewer than four letters left out) hashed into 64 dimensions, so texts sharing words lie close,
 * as a real embedding model's would (coarser: collisions, no synonyms).
 */
export const STAND_IN_EMBEDDING_DIMENSIONS = 64;
export function standInEmbedding(text: string): number[] {
  const v = new Array<number>(STAND_IN_EMBEDDING_DIMENSIONS).fill(0);
  for (const raw of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (raw.length < 4) continue;
    const word = raw.replace(/s$/, '');
    let hash = 2166136261;
    for (const ch of word) hash = Math.imul(hash ^ ch.codePointAt(0)!, 16777619) >>> 0;
    v[hash % STAND_IN_EMBEDDING_DIMENSIONS]! += 1;
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

function sse(res: ServerResponse, model: string | null, content: string, usage: Record<string, number> | null, cut = false) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const base = { id: 'chatcmpl-stand-in', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model };
  const send = (chunk: unknown) => res.write(`data: ${JSON.stringify(chunk)}\n\n`);
  send({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
  for (let i = 0; i < content.length; i += 8) {
    send({ ...base, choices: [{ index: 0, delta: { content: content.slice(i, i + 8) }, finish_reason: null }] });
    // The connection drops mid-answer, as a proxy or an overloaded server can do.
    if (cut && i >= 8) return void res.socket?.destroy();
  }
  send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
  if (usage) send({ ...base, choices: [], usage });
  res.end('data: [DONE]\n\n');
}

/** A small valid WAV: a quiet 440 Hz tone of `seconds`, 24 kHz mono 16-bit (what OpenAI answers for response_format wav). */
export function standInWav(seconds: number): Buffer {
  const rate = 24_000;
  const samples = Math.max(1, Math.round(seconds * rate));
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const requests: RecordedRequest[] = [];
  const chatRequests: ChatRequest[] = [];
  const embeddingRequests: EmbeddingRequest[] = [];
  const speechRequests: SpeechRequest[] = [];
  let chat: (messages: ChatRequest['messages'], request: ChatRequest) => string = defaultChat;
  let failure: { kind: StandInFailure; times: number } | null = null;
  /** The failure this request meets, if any (counting it down). */
  const nextFailure = (): StandInFailure | null => {
    if (!failure || failure.times <= 0) return null;
    failure.times--;
    return failure.kind;
  };
  let answer: { sentences: StandInSentence[]; status: number } = { sentences: [], status: 200 };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const fail = (kind: StandInFailure | null): boolean => {
      if (kind === 'timeout') {
        // Answer only after the client has given up (it closes the socket), or after a minute.
        const timer = setTimeout(() => send(200, {}), 60_000);
        req.socket.once('close', () => clearTimeout(timer));
        return true;
      }
      if (kind === 'rateLimited') {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0' });
        res.end(JSON.stringify({ error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } }));
        return true;
      }
      if (kind === 'cut') {
        req.socket.destroy();
        return true;
      }
      if (kind === 'server') {
        send(500, { error: { message: 'stand-in failure', type: 'server_error', code: null } });
        return true;
      }
      return false;
    };
    if (req.method === 'POST' && req.url === '/v1/chat/completions') {
      const body = JSON.parse((await readBody(req)).toString('utf8')) as {
        model?: string;
        messages?: ChatRequest['messages'];
        response_format?: ChatRequest['responseFormat'];
        stream?: boolean;
        stream_options?: { include_usage?: boolean };
      };
      const recorded: ChatRequest = {
        authorization: req.headers.authorization ?? null,
        model: body.model ?? null,
        messages: body.messages ?? [],
        responseFormat: body.response_format ?? null,
        stream: Boolean(body.stream),
      };
      chatRequests.push(recorded);
      if (answer.status !== 200) return send(answer.status, { error: { message: 'stand-in failure', type: 'server_error', code: null } });
      const kind = nextFailure();
      if (kind === 'cut' && recorded.stream) return sse(res, recorded.model, chat(recorded.messages, recorded), null, true);
      if (fail(kind)) return;
      const content = kind === 'malformed' ? '{"this is": not JSON' : chat(recorded.messages, recorded);
      const promptTokens = estimateTokens(recorded.messages.map((m) => m.content).join('\n'));
      const usage = { prompt_tokens: promptTokens, completion_tokens: estimateTokens(content), total_tokens: promptTokens + estimateTokens(content) };
      if (recorded.stream) return sse(res, recorded.model, content, body.stream_options?.include_usage ? usage : null);
      return send(200, {
        id: 'chatcmpl-stand-in',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: recorded.model,
        choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content, refusal: null } }],
        usage,
      });
    }
    if (req.method === 'POST' && req.url === '/v1/embeddings') {
      const body = JSON.parse((await readBody(req)).toString('utf8')) as { model?: string; input?: string | string[] };
      const input = Array.isArray(body.input) ? body.input : [body.input ?? ''];
      embeddingRequests.push({ authorization: req.headers.authorization ?? null, model: body.model ?? null, input });
      const kind = nextFailure();
      if (fail(kind)) return;
      if (kind === 'malformed') return send(200, { object: 'list', data: [], model: body.model, usage: { prompt_tokens: 0, total_tokens: 0 } });
      const tokens = estimateTokens(input.join('\n'));
      return send(200, {
        object: 'list',
        data: input.map((text, index) => ({ object: 'embedding', index, embedding: standInEmbedding(text) })),
        model: body.model,
        usage: { prompt_tokens: tokens, total_tokens: tokens },
      });
    }
    if (req.method === 'POST' && req.url === '/v1/audio/speech') {
      const body = JSON.parse((await readBody(req)).toString('utf8')) as { model?: string; input?: string; voice?: string; response_format?: string; speed?: number };
      const input = body.input ?? '';
      speechRequests.push({ authorization: req.headers.authorization ?? null, model: body.model ?? null, input, voice: body.voice ?? null, responseFormat: body.response_format ?? null, speed: body.speed ?? null });
      if (fail(nextFailure())) return;
      const audio = standInWav(input.length / 15 / (body.speed ?? 1));
      res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': String(audio.length) });
      return void res.end(audio);
    }
    if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') return send(404, { error: { message: 'not found', type: 'invalid_request_error' } });
    const form = await new Response(new Uint8Array(await readBody(req)), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
    const file = form.get('file');
    requests.push({
      authorization: req.headers.authorization ?? null,
      model: form.get('model') as string | null,
      language: form.get('language') as string | null,
      responseFormat: form.get('response_format') as string | null,
      granularities: form.getAll('timestamp_granularities[]') as string[],
      fileName: file instanceof File ? file.name : null,
      fileBytes: file instanceof File ? file.size : 0,
    });
    if (answer.status !== 200) return send(answer.status, { error: { message: 'stand-in failure', type: 'server_error', code: null } });
    send(200, verboseJson(answer.sentences));
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  for (const port of PORTS) {
    const ok = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (ok) {
      return {
        baseURL: `http://127.0.0.1:${port}/v1`,
        requests,
        chatRequests,
        embeddingRequests,
        speechRequests,
        respondChat: (next) => void (chat = next ?? defaultChat),
        failChat: (kind, times = Number.POSITIVE_INFINITY) => void (failure = kind ? { kind, times } : null),
        respond: ({ sentences = [], status = 200 }) => void (answer = { sentences, status }),
        close: () =>
          new Promise((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections(); // keep-alive sockets of the client (and hung "timeout" answers) would hold close() for seconds
          }),
      };
    }
  }
  throw new Error('no free port for the OpenAI stand-in (3200–3219)');
}
