import { z } from 'zod';
import { hasForbiddenCharacters } from '@/lib/http/text';
import { languageLabel } from '@/lib/player/subtitles';
import { AiProviderError, type AiProvider } from './provider';

/** Texts per request: long lists go in batches (a 2-hour transcript is some 2,000 sentences). */
const BATCH = 60;

const SYSTEM =
  'You translate video subtitles and training content. The user sends JSON {"source", "target", "lines"}. Answer only JSON {"lines": [...]} ' +
  'with exactly one translated line per input line, in the same order, without numbering or comments.';

const answerSchema = z.object({ lines: z.array(z.string()) });

async function translateBatch(provider: AiProvider, lines: string[], from: string, to: string, signal?: AbortSignal): Promise<string[]> {
  const content = JSON.stringify({ source: `${languageLabel(from, 'en')} (${from})`, target: to, lines });
  const answer = await provider.structured({
    task: 'translate',
    name: 'translation',
    schema: answerSchema,
    messages: [
      { role: 'system', content: SYSTEM },
      { role: 'user', content },
    ],
    signal,
  });
  if (answer.lines.length !== lines.length) throw new AiProviderError('malformed');
  // What the model says is input like any other: single-line text without control characters.
  return answer.lines.map((l) => l.replace(/\s+/g, ' ').trim()).map((l) => (hasForbiddenCharacters(l) ? '' : l));
}

/**
 * Machine translation of a list of texts from one content language into another through the
 * provider, in order; a text the model left empty (or made unusable) comes back as ''. An answer
 * that does not fit (wrong count, not JSON) is AiProviderError `malformed`.
 */
export async function translateTexts(
  provider: AiProvider,
  texts: readonly string[],
  { from, to, signal }: { from: string; to: string; signal?: AbortSignal },
): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < texts.length; i += BATCH) out.push(...(await translateBatch(provider, texts.slice(i, i + BATCH), from, to, signal)));
  return out;
}
