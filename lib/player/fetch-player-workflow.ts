import { signInUrl } from '@/lib/auth/guards-shared';
import { reasonFromError } from './reasons';
import type { PlayerUnavailableReason, PlayerWorkflowDto } from './schema';
import { WORKFLOW_FETCH_ATTEMPTS } from './timing';

export type PlayerFetchResult = { ok: true; workflow: PlayerWorkflowDto } | { ok: false; reason: PlayerUnavailableReason | 'failed' };

type Fetcher = (url: string) => Promise<Response>;

const RETRY_DELAY_MS = 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GET /api/v1/player/workflow from the browser (spec 02 §4, §8): up to 3 attempts; an answer that
 * names a screen (unpublished, deleted …) is final at once, anything else (network, 5xx) is retried.
 */
export async function fetchPlayerWorkflow(
  workflowId: string,
  { fetcher = (url) => fetch(url, { credentials: 'same-origin' }), delayMs = RETRY_DELAY_MS }: { fetcher?: Fetcher; delayMs?: number } = {},
): Promise<PlayerFetchResult> {
  const url = `/api/v1/player/workflow?${new URLSearchParams({ workflowId, withAddons: 'true' })}`;
  for (let attempt = 1; attempt <= WORKFLOW_FETCH_ATTEMPTS; attempt += 1) {
    try {
      const res = await fetcher(url);
      const body = (await res.json().catch(() => null)) as { item?: PlayerWorkflowDto; error?: { code?: string; message?: string } } | null;
      if (res.ok && body?.item) return { ok: true, workflow: body.item };
      const reason = reasonFromError(body?.error);
      if (reason) return { ok: false, reason };
      // Signed out meanwhile: the sign-in page brings the viewer back here.
      if (res.status === 401) {
        window.location.assign(signInUrl(window.location.pathname + window.location.search));
        return { ok: false, reason: 'failed' };
      }
    } catch {
      // A network failure: try again.
    }
    if (attempt < WORKFLOW_FETCH_ATTEMPTS) await wait(delayMs * attempt);
  }
  return { ok: false, reason: 'failed' };
}
