import { SERVER_MESSAGE_CODE, type ChatChunk } from './contract';

/**
 * The chat answer's server-sent event stream (spec 02 §7): `data:` lines carry JSON chunks
 * (`{"item": chunk}`) or a failure (`{"success": false, "code", "message"}`); comment lines
 * (`: ping`) and ping data keep the connection open and are ignored. Events end at a blank line;
 * several `data:` lines of one event are joined by newlines (the SSE rule).
 */
export type StreamEvent = { kind: 'chunk'; chunk: ChatChunk } | { kind: 'failure'; code: number | null; message: string | null };

/** Splits streamed text into the data of complete events; text after the last blank line waits for more. */
export class SseParser {
  private buffer = '';
  private data: string[] = [];

  push(text: string): string[] {
    this.buffer += text;
    const out: string[] = [];
    let newline = this.buffer.search(/\r\n|\r|\n/);
    while (newline >= 0) {
      const line = this.buffer.slice(0, newline);
      const width = this.buffer.startsWith('\r\n', newline) ? 2 : 1;
      // A lone \r at the end may be the first half of \r\n: wait for the next piece.
      if (this.buffer[newline] === '\r' && width === 1 && newline === this.buffer.length - 1) break;
      this.buffer = this.buffer.slice(newline + width);
      this.line(line, out);
      newline = this.buffer.search(/\r\n|\r|\n/);
    }
    return out;
  }

  /** The end of the stream: an event still open there was cut off, so it is dropped (the SSE rule). */
  end(): { pending: boolean } {
    const pending = this.data.length > 0 || this.buffer.trim().length > 0;
    this.buffer = '';
    this.data = [];
    return { pending };
  }

  private line(line: string, out: string[]) {
    if (line === '') {
      if (this.data.length > 0) out.push(this.data.join('\n'));
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return; // a comment: the server's ping
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const CHUNK_KEYS = ['chatId', 'references', 'content', 'followUpQuestions', 'done'] as const;

/** One event's data as a chunk, a failure, or null (a ping, or something this client does not know). */
export function parseEventData(data: string): StreamEvent | null {
  const text = data.trim();
  if (text === '' || text.toLowerCase() === 'ping' || text === '[DONE]') return text === '[DONE]' ? { kind: 'chunk', chunk: { done: true } } : null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  if (value.success === false) {
    return { kind: 'failure', code: typeof value.code === 'number' ? value.code : null, message: typeof value.message === 'string' ? value.message : null };
  }
  if (value.type === 'ping' || value.ping === true) return null;
  const item = isRecord(value.item) ? value.item : value;
  if (!CHUNK_KEYS.some((k) => k in item)) return null;
  if ('content' in item && typeof item.content !== 'string') return null;
  if ('references' in item && !Array.isArray(item.references)) return null;
  if ('followUpQuestions' in item && !Array.isArray(item.followUpQuestions)) return null;
  return { kind: 'chunk', chunk: item as ChatChunk };
}

/**
 * What a failure event reads as: code 50 carries the server's own message (spec 02 §8), other
 * failures carry a message key; a failure without either reads as the unexpected error.
 */
export function failureMessage(event: { code: number | null; message: string | null }, fallbackKey: string): { key: string | null; text: string | null } {
  if (event.code === SERVER_MESSAGE_CODE && event.message && !/^[a-zA-Z]+(\.[a-zA-Z0-9]+)+$/.test(event.message)) return { key: null, text: event.message };
  return { key: event.message ?? fallbackKey, text: null };
}
