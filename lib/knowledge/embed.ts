import 'server-only';
import type { Db } from '@/db/client';
import { orgAiProvider } from '@/lib/ai/limits';
import type { AiEnv } from '@/lib/ai/provider';
import { OFFLINE_EMBEDDING_MODEL, OFFLINE_MIN_SIMILARITY, offlineEmbedding, unit } from './offline-embedding';

/**
 * The embedder of an organisation's knowledge: the configured provider's embedding model (every
 * call rate-limited and its tokens recorded, lib/ai/limits), else the offline hashed n-gram
 * embedder. `model` names which, so only vectors of one model are ever compared.
 */
export type Embedder = {
  model: string;
  /** Vector candidates less similar than this are no match (unrelated texts of this embedder score about 0). */
  minSimilarity: number;
  embed(texts: Array<{ text: string; languageCode: string }>, signal?: AbortSignal): Promise<number[][]>;
};

const BATCH = 64;

export function knowledgeEmbedder(db: Db, organizationId: string, env: AiEnv = process.env): Embedder {
  const provider = orgAiProvider(db, organizationId, env);
  if (!provider) return offlineEmbedder;
  return {
    model: `openai:${provider.modelFor('embedding')}`,
    // Models' scales differ: every candidate is kept, the model is told when passages do not answer.
    minSimilarity: -1,
    async embed(texts, signal) {
      const out: number[][] = [];
      for (let i = 0; i < texts.length; i += BATCH) {
        const vectors = await provider.embed({ texts: texts.slice(i, i + BATCH).map((t) => t.text), signal });
        out.push(...vectors.map(unit));
      }
      return out;
    },
  };
}

export const offlineEmbedder: Embedder = {
  model: OFFLINE_EMBEDDING_MODEL,
  minSimilarity: OFFLINE_MIN_SIMILARITY,
  embed: async (texts) => texts.map((t) => offlineEmbedding(t.text, t.languageCode)),
};
