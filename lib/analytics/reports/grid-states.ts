import { and, count, desc, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { analyticsReportStates as states, type AnalyticsReportState } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isUuid } from '@/lib/users/schema';
import { analyticsScope } from '../access';
import { columnOf, MAX_SAVED_STATES, type CreateGridStateInput, type GridState, type GridStateDto, type ReportId, type UpdateGridStateInput } from './schema';

/** The saved grid states (the `ag-grid-state` calls): each person's own, per report; anyone else's id is unknown. */
type Owner = { orgId: string; userId: string };
const ownerOf = (session: SessionContext): Owner => {
  analyticsScope(session);
  return { orgId: session.org.id, userId: session.user.id };
};
const mine = (o: Owner) => and(eq(states.organizationId, o.orgId), eq(states.userId, o.userId));

const toDto = (row: AnalyticsReportState): GridStateDto => ({
  id: row.id,
  report: row.report as ReportId,
  name: row.name,
  state: row.state as GridState,
  updatedAt: row.updatedAt.toISOString(),
});

// A layout may name only the report's own columns (a grouped layout may also sort by the row count).
function assertColumns(report: ReportId, state: GridState) {
  const ids = [...state.columns.map((c) => c.id), ...state.filters.map((f) => f.id), ...state.sort.map((s) => s.id).filter((id) => id !== 'count'), ...(state.groupBy ? [state.groupBy] : [])];
  if (ids.some((id) => !columnOf(report, id))) throw new AppError('invalid_input', 'analyticsReports.errors.column');
}

export const findGridStates = (db: Db, o: Owner, report: ReportId) =>
  db.select().from(states).where(and(mine(o), eq(states.report, report))).orderBy(desc(states.updatedAt), desc(states.id));

async function findOwnOrThrow(db: Db, o: Owner, id: unknown) {
  const [row] = isUuid(id) ? await db.select().from(states).where(and(mine(o), eq(states.id, id))) : [];
  if (!row) throw new AppError('not_found');
  return row;
}

export async function listGridStates(session: SessionContext, report: ReportId): Promise<GridStateDto[]> {
  return (await findGridStates(await getDb(), ownerOf(session), report)).map(toDto);
}

export async function getGridState(session: SessionContext, id: unknown): Promise<GridStateDto> {
  return toDto(await findOwnOrThrow(await getDb(), ownerOf(session), id));
}

export async function createGridState(session: SessionContext, input: CreateGridStateInput): Promise<GridStateDto> {
  const o = ownerOf(session);
  assertColumns(input.report, input.state);
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(states).where(and(mine(o), eq(states.report, input.report)));
  if (n >= MAX_SAVED_STATES) throw new AppError('conflict', 'analyticsReports.errors.tooMany');
  const [row] = await db.insert(states).values({ organizationId: o.orgId, userId: o.userId, report: input.report, name: input.name, state: input.state }).returning();
  return toDto(row);
}

export async function updateGridState(session: SessionContext, id: unknown, input: UpdateGridStateInput): Promise<GridStateDto> {
  const o = ownerOf(session);
  const db = await getDb();
  const current = await findOwnOrThrow(db, o, id);
  if (input.state) assertColumns(current.report as ReportId, input.state);
  const [row] = await db
    .update(states)
    .set({ name: input.name ?? current.name, state: input.state ?? current.state, updatedAt: new Date() })
    .where(and(mine(o), eq(states.id, current.id)))
    .returning();
  return toDto(row);
}

export async function deleteGridState(session: SessionContext, id: unknown): Promise<void> {
  const o = ownerOf(session);
  const db = await getDb();
  const current = await findOwnOrThrow(db, o, id);
  await db.delete(states).where(and(mine(o), eq(states.id, current.id)));
}
