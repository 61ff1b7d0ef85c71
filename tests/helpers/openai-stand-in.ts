import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A local stand-in for OpenAI's transcription endpoint (POST /v1/audio/transcriptions,
 * multipart/form-data), so the real `openai` client is tested without the network. It answers
 * verbose_json built from the sentences it is given and records what each request carried.
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

export type ChatRequest = { authorization: string | null; model: string | null; messages: Array<{ role: string; content: string }> };

export type OpenAiStandIn = {
  baseURL: string;
  requests: RecordedRequest[];
  /** Chat completions received (POST /v1/chat/completions), for lib/ai. */
  chatRequests: ChatRequest[];
  /**
   * How chat completions are answered. By default a user message that is JSON
   * `{target, lines}` (lib/editor/transcription/translate.ts) is "translated" by prefixing
   * each line with `[target] `.
   */
  respondChat(answer: (messages: ChatRequest['messages']) => string): void;
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

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const requests: RecordedRequest[] = [];
  const chatRequests: ChatRequest[] = [];
  let chat = defaultChat;
  let answer: { sentences: StandInSentence[]; status: number } = { sentences: [], status: 200 };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && req.url === '/v1/chat/completions') {
      const body = JSON.parse((await readBody(req)).toString('utf8')) as { model?: string; messages?: ChatRequest['messages'] };
      const recorded = { authorization: req.headers.authorization ?? null, model: body.model ?? null, messages: body.messages ?? [] };
      chatRequests.push(recorded);
      if (answer.status !== 200) return send(answer.status, { error: { message: 'stand-in failure', type: 'server_error', code: null } });
      const content = chat(recorded.messages);
      return send(200, {
        id: 'chatcmpl-stand-in',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: recorded.model,
        choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content, refusal: null } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
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
        respondChat: (next) => void (chat = next),
        respond: ({ sentences = [], status = 200 }) => void (answer = { sentences, status }),
        close: () => new Promise((resolve) => server.close(() => resolve())),
      };
    }
  }
  throw new Error('no free port for the OpenAI stand-in (3200–3219)');
}
