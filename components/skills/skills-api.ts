'use client';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/components/ui/api-request';
import type { QuizQuestion } from '@/lib/quiz/schema';
import type { AssessmentAttemptDto, SkillAssessmentDto } from '@/lib/skills/assessment';
import type {
  AssessmentAttemptInput,
  AssignedSkillFetch,
  AssignedSkillList,
  MembersPatchInput,
  PlaylistDetail,
  ProgressCalculation,
  SkillContentItem,
  SkillListItem,
  SkillPerformanceList,
  SkillsMatrix,
  SkillUsersResponse,
  UpdatePlaylistInput,
} from '@/lib/skills/schema';

const NETWORK = 'skillsUi.network';
const enc = encodeURIComponent;
type Item<T> = { item: T };

export const skillKeys = {
  all: ['skills'] as const,
  list: (keyword = '') => ['skills', 'list', keyword] as const,
  playlist: (id: string) => ['skills', 'playlist', id] as const,
  users: (id: string) => ['skills', 'users', id] as const,
  assessment: (id: string) => ['skills', 'assessment', id] as const,
  assigned: (type: string, continueWatching: boolean) => ['skills', 'assigned', type, continueWatching] as const,
  assignedOne: (id: string) => ['skills', 'assigned-one', id] as const,
  performances: (id: string, state: string) => ['skills', 'performances', id, state] as const,
  matrix: (workspaceId: string, keyword: string) => ['skills', 'matrix', workspaceId, keyword] as const,
};

/**
 * After the learner's standing in a skill moved outside the skill player (a smart instruction executed
 * from the skill, on its own page): the player and the learner's skill lists refetch when next shown,
 * so going back to the skill shows the entry done rather than the answer cached before.
 */
export const refreshLearnerSkill = (client: QueryClient, skillId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: skillKeys.assignedOne(skillId) }),
    client.invalidateQueries({ queryKey: ['skills', 'assigned'] }),
  ]);

export type AssessmentReply = SkillAssessmentDto;
export type AttemptReply = AssessmentAttemptDto;

/** The skills calls of spec 01 §7 / 02 §7 (lib/skills on the server); errors are ApiRequestError with a message key. */
export const skillsApi = {
  create: (playlistTitle: string, group: string | null) =>
    apiRequest<Item<PlaylistDetail>>('/api/v1/playlists', { method: 'POST', body: { playlistTitle, group } }, NETWORK).then((r) => r.item),
  list: (keyword = '') => apiRequest<{ items: SkillListItem[]; total: number }>('/api/v1/skills', { query: { keyword: keyword || undefined } }, NETWORK),
  playlist: (id: string) => apiRequest<Item<PlaylistDetail>>(`/api/v1/playlists/${enc(id)}`, {}, NETWORK).then((r) => r.item),
  update: (id: string, body: UpdatePlaylistInput) => apiRequest<Item<PlaylistDetail>>(`/api/v1/playlists/${enc(id)}`, { method: 'PUT', body }, NETWORK).then((r) => r.item),
  remove: (id: string) => apiRequest<Item<{ id: string }>>(`/api/v1/playlists/${enc(id)}`, { method: 'DELETE' }, NETWORK),
  content: (id: string, list: SkillContentItem[]) =>
    apiRequest<Item<PlaylistDetail>>(`/api/v1/playlists/${enc(id)}/content`, { method: 'PUT', body: { list } }, NETWORK).then((r) => r.item),
  users: (id: string) => apiRequest<SkillUsersResponse>(`/api/v1/skills/${enc(id)}/users`, {}, NETWORK),
  members: (id: string, body: Partial<MembersPatchInput>) => apiRequest<SkillUsersResponse>(`/api/v1/skills/${enc(id)}/members`, { method: 'PATCH', body }, NETWORK),
  /** The manual reminder (remind-skill) through the spec's notification call; users empty: everyone not completed. */
  remind: (id: string, users: string[] = []) =>
    apiRequest<unknown>('/api/v1/notifications/skill/reminder', { method: 'POST', body: { playlistId: id, type: 'remind-skill', users } }, NETWORK),
  assessment: (id: string) => apiRequest<Item<AssessmentReply>>(`/api/v1/skill/skills/${enc(id)}/quiz`, {}, NETWORK).then((r) => r.item),
  saveAssessment: (id: string, questions: QuizQuestion[]) =>
    apiRequest<Item<AssessmentReply>>(`/api/v1/skill/skills/${enc(id)}/quiz`, { method: 'POST', body: { questions } }, NETWORK).then((r) => r.item),
  attempt: (id: string, body: AssessmentAttemptInput) =>
    apiRequest<Item<AttemptReply>>(`/api/v1/skill/skills/${enc(id)}/quiz/attempts`, { method: 'POST', body }, NETWORK).then((r) => r.item),
  assigned: (type: 'todo' | 'completed' | 'all', continueWatching: boolean) =>
    apiRequest<AssignedSkillList>('/api/v1/users/me/skills-assigned', { query: { type, continueWatching: continueWatching ? 'true' : undefined } }, NETWORK),
  assignedOne: (skillId: string) => apiRequest<AssignedSkillFetch>(`/api/v1/users/me/skills-assigned/${enc(skillId)}`, {}, NETWORK),
  calculate: (skillId: string) =>
    apiRequest<Item<ProgressCalculation>>(`/api/v1/users/me/skills-assigned/${enc(skillId)}/progress-calculation`, { method: 'POST' }, NETWORK).then((r) => r.item),
  performances: (id: string, state?: string) =>
    apiRequest<SkillPerformanceList>(`/api/v1/skills/${enc(id)}/skill-performances`, { query: { state: state || undefined } }, NETWORK),
  matrix: (workspaceId: string, keyword = '') =>
    apiRequest<SkillsMatrix>(`/api/v1/workspaces/${enc(workspaceId)}/skills-matrix`, { query: { keyword: keyword || undefined, size: 200 } }, NETWORK),
};

/** The certificate as a PDF in the learner's language (a plain link: the browser downloads it). */
export const certificatePdfHref = (certificateId: string) => `/api/v1/certificates/${enc(certificateId)}/pdf`;
