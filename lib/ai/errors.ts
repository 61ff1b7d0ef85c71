import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { AppError } from '@/lib/http/errors';

/**
 * Every way a model call can fail, as one error: a job that meets it ends in `failure` and can be
 * retried. `aborted` is the caller's own AbortSignal (a cancelled job), not the provider's fault.
 */
export type AiFailureReason = 'timeout' | 'rateLimited' | 'server' | 'connection' | 'request' | 'malformed' | 'aborted';

export class AiProviderError extends Error {
  constructor(
    readonly reason: AiFailureReason,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`AI provider failure: ${reason}${status ? ` (HTTP ${status})` : ''}`, options);
    this.name = 'AiProviderError';
  }

  /** Whether trying again later can help (everything but a request the server rejects as such). */
  get retryable(): boolean {
    return this.reason !== 'request';
  }
}

/** The one place an `openai` client error (or anything else thrown by a call) becomes an AiProviderError. */
export function toAiProviderError(error: unknown, signal?: AbortSignal): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof APIUserAbortError || signal?.aborted) return new AiProviderError('aborted', undefined, { cause: error });
  if (error instanceof APIConnectionTimeoutError) return new AiProviderError('timeout', undefined, { cause: error });
  if (error instanceof APIConnectionError) return new AiProviderError('connection', undefined, { cause: error });
  if (error instanceof APIError) {
    const status = error.status ?? 0;
    if (status === 429) return new AiProviderError('rateLimited', status, { cause: error });
    if (status >= 500 || status === 0) return new AiProviderError('server', status || undefined, { cause: error });
    if (status === 408) return new AiProviderError('timeout', status, { cause: error });
    return new AiProviderError('request', status, { cause: error });
  }
  if (error instanceof SyntaxError) return new AiProviderError('malformed', undefined, { cause: error });
  return new AiProviderError('server', undefined, { cause: error });
}

/**
 * The translated message a failed AI job shows: the AppError's own key (`ai.rateLimited`,
 * `ai.featureOff` …), `ai.providerFailed` for anything the model did, else `errors.internal`.
 */
export function aiFailureMessageKey(error: unknown): string {
  if (error instanceof AppError) return error.messageKey;
  if (error instanceof AiProviderError) return 'ai.providerFailed';
  return 'errors.internal';
}
