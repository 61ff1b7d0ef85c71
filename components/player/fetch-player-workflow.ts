import { ApiRequestError, apiRequest } from '@/components/ui/api-request';
import { signInUrl } from '@/lib/auth/guards-shared';
import { reasonFromError } from '@/lib/player/reasons';
import type { PlayerUnavailableReason, PlayerWorkflowDto } from '@/lib/player/schema';
import { WORKFLOW_FETCH_ATTEMPTS } from '@/lib/player/timing';

export type PlayerFetchResult = { ok: true; workflow: PlayerWorkflowDto } | { ok: false; reason: PlayerUnavailableReason | 'failed' };

const RETRY_DELAY_MS = 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GET /api/v1/player/workflow from the browser (spec 02 §4, §8): up to 3 attempts; an answer that
 * names a screen (unpublished, deleted …) is final at once, anything else (network, 5xx) is retried.
 */
export async function fetchPlayerWorkflow(workflowId: string, { delayMs = RETRY_DELAY_MS }: { delayMs?: number } = {}): Promise<PlayerFetchResult> {
  for (let attempt = 1; attempt <= WORKFLOW_FETCH_ATTEMPTS; attempt += 1) {
    try {
      const body = await apiRequest<{ item?: PlayerWorkflowDto } | null>('/api/v1/player/workflow', { query: { workflowId, withAddons: true } });
      if (body?.item) return { ok: true, workflow: body.item };
    } catch (error) {
      if (error instanceof ApiRequestError) {
        const reason = reasonFromError({ code: error.code, message: error.messageKey });
        if (reason) return { ok: false, reason };
        // Signed out meanwhile: the sign-in page brings the viewer back here.
        if (error.status === 401) {
          window.location.assign(signInUrl(window.location.pathname + window.location.search));
          return { ok: false, reason: 'failed' };
        }
      }
      // Anything else (no connection, a passing failure): try again.
    }
    if (attempt < WORKFLOW_FETCH_ATTEMPTS) await wait(delayMs * attempt);
  }
  return { ok: false, reason: 'failed' };
}
