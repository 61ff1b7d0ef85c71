import { route } from '@/lib/http/route';
import { importStream, prepareUserImport, runUserImport } from '@/lib/users/admin/import-users';
import { readImportText } from '@/lib/users/admin/read-import-body';

// Creating up to 5,000 users and their invitations takes a while.
export const maxDuration = 300;

// POST /api/v1/users/import – CSV (multipart `file` or text/csv, ≤ 2 MB, ≤ 5,000 rows) with
// email,name,role,workspace,employeeId. Every row is checked before any is created. With
// `Accept: application/x-ndjson` the reply streams {type:'progress',…} lines, then {type:'report',…}.
export const POST = route({ access: 'admin' }, async ({ req, session }) => {
  const prepared = await prepareUserImport({ session, text: await readImportText(req) });
  if (!(req.headers.get('accept') ?? '').includes('application/x-ndjson')) return Response.json(await runUserImport(prepared));
  return new Response(importStream(prepared), {
    headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
  });
});
