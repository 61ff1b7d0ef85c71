import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { GET as storageRoute } from '@/app/api/v1/storage/[...key]/route';
import { organizations } from '@/db/schema';
import { apiRequest, db, routeParams } from '../helpers/factories';

export type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/** One call of a route handler as the browser makes it. */
export async function call(handler: Handler, path: string, cookie: string, { method = 'GET', body, params = {} }: { method?: string; body?: unknown; params?: Record<string, string | string[]> } = {}) {
  const res = await handler(apiRequest(path, { method, body, cookie }), routeParams(params));
  return { status: res.status, body: res.status === 204 ? null : await res.json() };
}

/** Turns one of the organisation's features (allowDownloads, enableQuiz …) on or off. */
export async function setFeature(orgId: string, feature: string, enabled: boolean) {
  const d = await db();
  const [org] = await d.select().from(organizations).where(eq(organizations.id, orgId));
  const settings = (org.settings ?? {}) as Record<string, Record<string, unknown>>;
  await d.update(organizations).set({ settings: { ...settings, features: { ...(settings.features ?? {}), [feature]: { featureEnabled: true, enabled } } } }).where(eq(organizations.id, orgId));
}

export const setDownloads = (orgId: string, allowDownloads: boolean) => setFeature(orgId, 'allowDownloads', allowDownloads);

/** The file behind a download link of the local storage backend. */
export async function download(url: string): Promise<Buffer> {
  const { pathname } = new URL(url, 'http://localhost:3000');
  const key = decodeURIComponent(pathname.replace('/api/v1/storage/', '')).split('/');
  const res = await (storageRoute as unknown as Handler)(new Request(`http://localhost:3000${url}`), routeParams({ key }));
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** The first sheet of an XLSX download. */
export async function sheetOf(url: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await download(url)) as never);
  return book.worksheets[0];
}
