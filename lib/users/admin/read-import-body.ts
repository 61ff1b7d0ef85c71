import { AppError } from '@/lib/http/errors';
import { MAX_IMPORT_BYTES } from './import-users';

// Room for the multipart boundary and part headers around a file of the maximum size.
const MULTIPART_OVERHEAD = 64 * 1024;
const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', 'application/octet-stream'];

/** The body's bytes, failing as soon as more than `max` have arrived (a huge upload is never buffered whole). */
async function readLimited(req: Request, max: number): Promise<Uint8Array> {
  if (Number(req.headers.get('content-length') ?? 0) > max) throw new AppError('payload_too_large', 'adminUsers.import.tooLarge');
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body?.getReader();
  if (!reader) return new Uint8Array();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new AppError('payload_too_large', 'adminUsers.import.tooLarge');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** UTF-8 as spreadsheets should save it; older Excel versions write Windows-1252, so that is the fallback. */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The CSV text of an import: a multipart form's `file` field, or the body itself (text/csv). At most 2 MB. */
export async function readImportText(req: Request): Promise<string> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'multipart/form-data') {
    const bytes = await readLimited(req, MAX_IMPORT_BYTES + MULTIPART_OVERHEAD);
    const form = await new Response(bytes as BodyInit, { headers: { 'content-type': req.headers.get('content-type')! } })
      .formData()
      .catch(() => {
        throw new AppError('bad_request', 'adminUsers.import.badForm');
      });
    const file = form.get('file');
    if (!file || typeof file === 'string') throw new AppError('invalid_input', 'adminUsers.import.noFile');
    if (file.size > MAX_IMPORT_BYTES) throw new AppError('payload_too_large', 'adminUsers.import.tooLarge');
    return decode(new Uint8Array(await file.arrayBuffer()));
  }
  if (!CSV_TYPES.includes(type)) throw new AppError('bad_request', 'adminUsers.import.unsupportedType');
  return decode(await readLimited(req, MAX_IMPORT_BYTES));
}
