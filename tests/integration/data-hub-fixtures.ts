import { crc32 } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DELETE as removeRoute, PUT as replaceRoute } from '@/app/api/v1/data-hub/documents/[id]/route';
import { GET as fileRoute } from '@/app/api/v1/data-hub/documents/[id]/file/route';
import { POST as retryRoute } from '@/app/api/v1/data-hub/documents/[id]/retry/route';
import { GET as listRoute, POST as createRoute } from '@/app/api/v1/data-hub/documents/route';
import { apiRequest, routeParams } from '../helpers/factories';
import { allParts, api as uploadsApi, uploadParts, type Created } from './uploads-helpers';
import { call } from './workflows-fixtures';

/** A PDF with one line of text per page (pdf-lib, standard font). */
export async function makePdf(pages: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = doc.addPage([600, 400]);
    if (text) page.drawText(text, { x: 40, y: 340, size: 11, font, maxWidth: 520, lineHeight: 14 });
  }
  return Buffer.from(await doc.save());
}

/** A PDF whose standard security handler wants a user password (no password given opens nothing). */
export function makeEncryptedPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${'11'.repeat(32)}> /U <${'22'.repeat(32)}> /P -4 >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${'ab'.repeat(16)}> <${'ab'.repeat(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A stored (uncompressed) ZIP of the given files. */
function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The smallest Word document: one paragraph per line. */
export function makeDocx(paragraphs: string[]): Buffer {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`).join('');
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  });
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  md: 'text/markdown',
};

/** Uploads a file through the one upload path (purpose data-hub): the create and the complete answers, and the upload id. */
export async function uploadDocument(cookie: string, fileName: string, bytes: Buffer) {
  const contentType = CONTENT_TYPES[fileName.split('.').pop() ?? ''] ?? 'application/octet-stream';
  const created = await uploadsApi.create(cookie, { fileName, contentType, size: bytes.byteLength, purpose: 'data-hub' });
  if (created.status !== 201) return { created, done: null, id: null };
  const item = created.body.item as Created;
  const parts = await uploadParts(cookie, item, bytes, allParts(item.partCount));
  return { created, done: await uploadsApi.complete(cookie, item.id, parts), id: item.id };
}

const base = '/api/v1/data-hub/documents';
export const dataHubApi = {
  list: (cookie: string, workspaceId: string, query = '') => call(listRoute, `${base}?workspaceId=${workspaceId}${query}`, { cookie }),
  create: (cookie: string, body: unknown) => call(createRoute, base, { cookie, method: 'POST', body }),
  replace: (cookie: string, id: string, body: unknown) => call(replaceRoute, `${base}/${id}`, { cookie, method: 'PUT', body, params: { id } }),
  remove: (cookie: string, id: string) => call(removeRoute, `${base}/${id}`, { cookie, method: 'DELETE', params: { id } }),
  retry: (cookie: string, id: string) => call(retryRoute, `${base}/${id}/retry`, { cookie, method: 'POST', params: { id } }),
  file: (cookie: string, id: string, page?: number) => fileRoute(apiRequest(`${base}/${id}/file${page ? `?page=${page}` : ''}`, { cookie }), routeParams({ id })),
};
