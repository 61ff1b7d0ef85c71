import { createGridState, deleteGridState, listGridStates, updateGridState } from '@/lib/analytics/reports/grid-states';
import { reportParam } from '@/lib/analytics/reports/parse';
import { createGridStateSchema, updateGridStateSchema } from '@/lib/analytics/reports/schema';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';
const idParam = (req: Request) => new URL(req.url).searchParams.get('id');

// GET /api/v1/advanced-report/ag-grid-state?report – the caller's saved layouts of a report, newest first
export const GET = route({}, async ({ req, session }) => Response.json({ items: await listGridStates(session, reportParam(req)) }));

// POST /api/v1/advanced-report/ag-grid-state {report, name, state} – save a named layout
export const POST = route({}, async ({ req, session }) => {
  const item = await createGridState(session, createGridStateSchema.parse(await readJson(req)));
  return Response.json({ item }, { status: 201 });
});

// PUT /api/v1/advanced-report/ag-grid-state?id {name?, state?} – rename or overwrite one of the caller's layouts
export const PUT = route({}, async ({ req, session }) =>
  Response.json({ item: await updateGridState(session, idParam(req), updateGridStateSchema.parse(await readJson(req))) }),
);

// DELETE /api/v1/advanced-report/ag-grid-state?id – delete one of the caller's layouts
export const DELETE = route({}, async ({ req, session }) => {
  await deleteGridState(session, idParam(req));
  return new Response(null, { status: 204 });
});
