import type { PlayerWorkflowDto } from '@/lib/player/schema';
import type { HostProgressDto } from './schema';

/** GET /api/v1/learning-host/workflow: the workflow as the host player plays it, and the learner's host record. */
export type HostWorkflow = { workflow: PlayerWorkflowDto; progress: HostProgressDto };
