import { quizScoped } from '../drill-down';
import { QUIZ_PERFORMANCE_COLUMNS, quizPerformanceList } from '../lists/quizzes';
import { col } from '../lists/shared';
import { SKILL_PERFORMANCE_COLUMNS, skillPerformanceList } from '../lists/skills';
import { SOP_DETAIL_COLUMNS, SOP_TREND_COLUMNS, sopDetailsList, sopTrendList } from '../lists/sops';
import { USER_COLUMNS, usersList } from '../lists/users';
import { WORKFLOW_DETAIL_COLUMNS, WORKFLOW_TREND_COLUMNS, workflowDetailsList, workflowTrendList } from '../lists/workflows';
import { WORKSPACE_COLUMNS, workspacesList } from '../lists/workspaces';
import { workflowList } from '../workflow-queries';
import { registerListExport } from './list-source';

// The legacy analytics lists' exports (spec 02 §7 "POST …/file"), one entry per screen with a
// table; the id is the list's path segment, POST /api/v1/analytics/<id>/file starts it.
registerListExport({ id: 'workflows-trend', columns: WORKFLOW_TREND_COLUMNS, list: workflowTrendList });
registerListExport({ id: 'workflows-details', columns: WORKFLOW_DETAIL_COLUMNS, list: workflowDetailsList });
registerListExport({ id: 'multimodal-sops-trend', columns: SOP_TREND_COLUMNS, list: sopTrendList });
registerListExport({ id: 'multimodal-sops-details', columns: SOP_DETAIL_COLUMNS, list: sopDetailsList });
registerListExport({ id: 'skill-performance', columns: SKILL_PERFORMANCE_COLUMNS, list: (db, scope, _range, page) => skillPerformanceList(db, scope, page), dated: false });
registerListExport({
  id: 'quiz-performance-reports',
  columns: QUIZ_PERFORMANCE_COLUMNS,
  list: (db, scope, _range, page) => quizPerformanceList(db, scope, page),
  dated: false,
  scope: quizScoped,
});
registerListExport({ id: 'users', columns: USER_COLUMNS, list: usersList });
registerListExport({ id: 'workspaces', columns: WORKSPACE_COLUMNS, list: workspacesList });
// /analytics/workflows: its table's own headers (workflow, workspace and the metric names).
registerListExport({
  id: 'workflows',
  columns: [col('title'), col('workspaceName'), col('views', 'count'), col('users', 'count'), col('completions', 'count'), col('watchSeconds', 'duration')],
  list: workflowList,
  headers: { title: 'workflows.workflow', workspaceName: 'workflows.workspace', views: 'metrics.views', users: 'metrics.users', completions: 'metrics.completions', watchSeconds: 'metrics.watchTime' },
});
