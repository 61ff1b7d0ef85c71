import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AiEnv } from '@/lib/ai/provider';
import { startOpenAiStandIn, type OpenAiStandIn } from './openai-stand-in';

/**
 * The OpenAI stand-in for one test file of lib/ai: started before the tests, closed after them,
 * its answers and failures reset after each test. `env` points the provider at it (no retries, so
 * a failure is seen at once).
 */
export function aiStandInForFile() {
  const handle = {
    standIn: undefined as unknown as OpenAiStandIn,
    env: (extra: AiEnv = {}): AiEnv => ({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: handle.standIn.baseURL, OPENAI_MAX_RETRIES: '0', ...extra }),
  };
  beforeAll(async () => {
    handle.standIn = await startOpenAiStandIn();
  });
  afterAll(() => handle.standIn.close());
  afterEach(() => {
    handle.standIn.failChat(null);
    handle.standIn.respondChat();
  });
  return handle;
}
