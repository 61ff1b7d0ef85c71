import { requestListExport } from '@/lib/analytics/export/service';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// POST /api/v1/analytics/quizzes/quiz-performance-reports/file {format, from?, to?, workspaceId?, locale?, timeZone?} – export the quiz performance reports (CSV or XLSX); poll GET /api/v1/advanced-report/export/{id}
export const POST = route({}, async ({ req, session }) => Response.json({ item: await requestListExport(session, 'quiz-performance-reports', await readJson(req)) }, { status: 202 }));
