import { describe, expect, it } from 'vitest';
import { AiProviderError } from '@/lib/ai/provider';
import type { ChatChunk } from '@/lib/chat/schema';
import { chatEventStream } from '@/lib/chat/sse';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the chat event stream', () => {
  it('writes each chunk as a data line and pings while the model is quiet', async () => {
    async function* chunks(): AsyncGenerator<ChatChunk> {
      yield { content: 'Tighten ' };
      await sleep(60);
      yield { content: 'to 25 Nm [1].' };
      yield { done: true };
    }
    const res = chatEventStream(chunks(), new AbortController(), 10);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const blocks = (await res.text()).split('\n\n').filter(Boolean);
    expect(blocks.filter((b) => b.startsWith('data: ')).map((b) => JSON.parse(b.slice(6)))).toEqual([
      { item: { content: 'Tighten ' } },
      { item: { content: 'to 25 Nm [1].' } },
      { item: { done: true } },
    ]);
    expect(blocks.filter((b) => b === ': ping').length).toBeGreaterThan(0);
  });

  it('ends a failed answer with code 50 and the message key', async () => {
    async function* chunks(): AsyncGenerator<ChatChunk> {
      yield { content: 'Tigh' };
      throw new AiProviderError('connection');
    }
    const text = await chatEventStream(chunks(), new AbortController()).text();
    expect(text.trim().split('\n\n').at(-1)).toBe('data: {"success":false,"code":50,"message":"chat.errors.providerFailed"}');
  });

  it('aborts the model call and finishes the answer when the reader goes away', async () => {
    let finished = false;
    async function* chunks(): AsyncGenerator<ChatChunk> {
      try {
        yield { content: 'a' };
        await sleep(1000);
        yield { content: 'b' };
      } finally {
        finished = true;
      }
    }
    const abort = new AbortController();
    const reader = chatEventStream(chunks(), abort, 10).body!.getReader();
    await reader.read();
    await reader.cancel();
    expect(abort.signal.aborted).toBe(true);
    await sleep(1100);
    expect(finished).toBe(true);
  });
});
