/**
 * Response types of the skills API (re-exported by ./schema.ts). Dates are ISO strings; absent
 * values are null. `poster` is a URL the browser can load, or null.
 */
import type { DueIntervalType, PerformanceState, ProgressStatus, SkillCode, SkillContentType } from './schema';

/** One entry of a skill's content as the builder and the skill player show it. */
export type SkillContentEntry = {
  type: SkillContentType;
  id: string;
  title: string;
  poster: string | null;
  videoDuration: number;
  numSteps: number;
  published: boolean;
};

/** A skill in lists (GET /v1/skills, workspace skills, creator skills). */
export type SkillListItem = {
  id: string;
  playlistTitle: string;
  poster: string | null;
  published: boolean;
  organization: string;
  group: string | null;
  totalInList: number;
  totalVideoDuration: number;
  assignedUsers: number;
  assignedTeams: number;
  createdBy: { uid: string; displayName: string } | null;
  createdAt: string;
  updatedAt: string;
};

/** GET /v1/playlists/{id} (builder): the skill with its content, assessment and certification settings. */
export type PlaylistDetail = SkillListItem & {
  list: SkillContentEntry[];
  assessmentQuestions: number;
  certification: boolean;
  signer: { uid: string; displayName: string; email: string } | null;
  canEdit: boolean;
};

/** An assignment as the builder's users tab shows it (GET /v1/skills/{id}/users). */
export type SkillAssignmentItem = {
  id: string;
  kind: 'user' | 'team';
  userId: string | null;
  teamId: string | null;
  name: string;
  email: string | null;
  membersCount: number | null;
  dueDateIntervalType: DueIntervalType | null;
  dueDateInterval: number | null;
  recurrenceMonths: number | null;
  assignedAt: string;
  assignedBy: { uid: string; displayName: string } | null;
};

export type SkillUsersResponse = {
  items: SkillAssignmentItem[];
  /** Everyone the skill reaches (direct and through teams), each once. */
  totalUsers: number;
};

/** One user's standing in one skill (a "skill performance"). */
export type SkillProgressView = {
  performanceId: string;
  status: ProgressStatus;
  state: PerformanceState;
  percent: number;
  cycle: number;
  cycleStartedAt: string;
  completedAt: string | null;
  dueAt: string | null;
  dueDaysLeft: number | null;
  lapsesAt: string | null;
  certificateId: string | null;
};

/** An entry of the learner's skills (GET /v1/users/{userId}/skills-assigned). */
export type AssignedSkillItem = {
  id: string;
  playlistTitle: string;
  poster: string | null;
  totalInList: number;
  totalVideoDuration: number;
  dueDateIntervalType: DueIntervalType | null;
  dueDateInterval: number | null;
  progress: SkillProgressView;
};

export type AssignedSkillList = { items: AssignedSkillItem[]; total: number };

/** Per content entry of an assigned skill: what the learner has done. */
export type ContentProgress = SkillContentEntry & {
  watchedPercent: number;
  watched: boolean;
  hasQuiz: boolean;
  quizPassed: boolean;
  done: boolean;
};

/** GET /v1/users/{userId}/skills-assigned/{skillId}: code 0 with the item, 2 unpublished, 52 not assigned (item null). */
export type AssignedSkillFetch = {
  code: SkillCode;
  item: (AssignedSkillItem & { list: ContentProgress[]; assessment: { questions: number; passed: boolean; lastScore: number | null } }) | null;
};

/** A row of the performance list (GET /v1/skills/{id}/skill-performances, team skills). */
export type SkillPerformanceItem = {
  user: { uid: string; displayName: string; email: string | null };
  progress: SkillProgressView;
};

export type SkillPerformanceList = { items: SkillPerformanceItem[]; total: number; counts: Record<PerformanceState, number> };

/** GET /v1/teams/{id}/skills: the team's skills with the members' states. */
export type TeamSkillItem = SkillListItem & { counts: Record<PerformanceState, number> };

/** GET /v1/workspaces/{id}/skills-matrix: users as rows, the workspace's skills as columns. */
export type SkillsMatrix = {
  skills: { id: string; playlistTitle: string }[];
  rows: { user: { uid: string; displayName: string }; cells: Record<string, { state: PerformanceState; percent: number } | null> }[];
  total: number;
};

/** Spec 01 §3 Skill certificate. */
export type SkillCertificateItem = {
  id: string;
  playlistId: string;
  playlistTitle: string;
  displayName: string;
  email: string;
  uid: string;
  signature: { displayName: string; email: string; uid: string; signDate: string };
  certified: true;
  organization: string;
  issuedAt: string;
  lapsesAt: string | null;
  revokedAt: string | null;
  verifyUrl: string;
};

/** GET /api/v1/public/certificates/{id}: only what a verifier needs. */
export type CertificateVerification = {
  id: string;
  name: string;
  skill: string;
  organization: string;
  issuedAt: string;
  lapsesAt: string | null;
  revokedAt: string | null;
  status: 'valid' | 'revoked' | 'lapsed';
};

/** POST .../progress-calculation answer. */
export type ProgressCalculation = { progress: SkillProgressView; certificate: SkillCertificateItem | null };
