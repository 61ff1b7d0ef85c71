import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import JSZip from 'jszip';

/**
 * An LMS stand-in for the package e2e: serves unzipped packages from its own origin (not the app's),
 * an LMS page per type that provides the runtime — scorm-again's SCORM 1.2 and 2004 APIs, which keep
 * the learner's data in localStorage across reloads — and, for cmi5, a tiny LRS that records statements
 * and keeps state documents.
 */
export type Lms = { origin: string; statements: Array<{ verb: { id: string }; result?: Record<string, unknown> }>; stop: () => Promise<void> };

const AGAIN = path.join(process.cwd(), 'node_modules/scorm-again/dist');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.mp4': 'video/mp4', '.vtt': 'text/vtt', '.xml': 'text/xml' };

export async function unzipTo(zip: Buffer, dir: string) {
  const archive = await JSZip.loadAsync(zip);
  for (const [name, entry] of Object.entries(archive.files)) {
    if (entry.dir) continue;
    const out = path.join(dir, name);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, await entry.async('nodebuffer'));
  }
}

const lmsPage = (type: string, launch: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LMS ${type}</title>
<script src="/scorm-again/${type === 'scorm12' ? 'scorm12' : 'scorm2004'}.min.js"></script></head><body>
<iframe id="sco" title="Course" style="width:1000px;height:700px" src="${launch}"></iframe>
<script>
const KEY = 'lms-${type}';
const saved = JSON.parse(localStorage.getItem(KEY) || 'null');
${type === 'scorm12'
    ? `window.API = new Scorm12API({ logLevel: 5 });
window.API.loadFromJSON(saved || { core: { student_id: 'learner-7', student_name: 'Doe, Jane' } });
const snapshot = () => { const c = window.API.cmi; return { core: { student_id: c.core.student_id, student_name: c.core.student_name,
  lesson_location: c.core.lesson_location, lesson_status: c.core.lesson_status, score: { raw: c.core.score.raw } }, suspend_data: c.suspend_data }; };
window.API.on('LMSCommit', () => localStorage.setItem(KEY, JSON.stringify(snapshot())));
window.lms = () => snapshot();`
    : `window.API_1484_11 = new Scorm2004API({ logLevel: 5 });
window.API_1484_11.loadFromJSON(saved || { learner_id: 'learner-7', learner_name: 'Doe, Jane' });
const snapshot = () => { const c = window.API_1484_11.cmi; return { learner_id: c.learner_id, learner_name: c.learner_name, location: c.location,
  suspend_data: c.suspend_data, completion_status: c.completion_status, success_status: c.success_status, progress_measure: c.progress_measure,
  score: { raw: c.score.raw, scaled: c.score.scaled } }; };
window.API_1484_11.on('Commit', () => localStorage.setItem(KEY, JSON.stringify(snapshot())));
window.lms = () => snapshot();`}
</script></body></html>`;

export async function startLms(port: number, packagesDir: string): Promise<Lms> {
  const origin = `http://127.0.0.1:${port}`;
  const statements: Lms['statements'] = [];
  const state = new Map<string, string>();
  const actor = { objectType: 'Agent', name: 'Jane Doe', account: { homePage: origin, name: 'learner-7' } };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const send = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(body);
    };
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (url.pathname.startsWith('/lms/')) {
        const type = url.pathname.slice(5).replace(/\.html$/, '');
        const launch = type === 'cmi5'
          ? `/pkg/cmi5/index.html?w=0&${new URLSearchParams({ endpoint: `${origin}/lrs/`, fetch: `${origin}/lrs/fetch`, registration: '6f1c2a2e-6a8e-4e5c-9a41-2b1b6a0f7c11', activityId: `${origin}/au/0`, actor: JSON.stringify(actor) })}`
          : `/pkg/${type}/index.html?w=0`;
        return send(200, type === 'cmi5' ? `<!doctype html><html lang="en"><head><title>LMS cmi5</title></head><body><iframe id="sco" title="Course" style="width:1000px;height:700px" src="${launch}"></iframe></body></html>` : lmsPage(type, launch), 'text/html');
      }
      if (url.pathname === '/lrs/fetch') return send(200, JSON.stringify({ 'auth-token': Buffer.from('learner:secret').toString('base64') }));
      if (url.pathname === '/lrs/statements' && req.method === 'POST') {
        statements.push(JSON.parse(body));
        return send(200, '[]');
      }
      if (url.pathname === '/lrs/activities/state') {
        const id = url.searchParams.get('stateId') ?? '';
        if (id === 'LMS.LaunchData') return send(200, JSON.stringify({ contextTemplate: { contextActivities: { grouping: [{ id: `${origin}/au/0` }] } }, launchMode: 'Normal', moveOn: 'CompletedAndPassed', masteryScore: 0.8 }));
        if (req.method === 'PUT') {
          state.set(id, body);
          return send(204, '');
        }
        return state.has(id) ? send(200, state.get(id)!) : send(404, '');
      }
      const file = url.pathname.startsWith('/scorm-again/') ? path.join(AGAIN, path.basename(url.pathname)) : url.pathname.startsWith('/pkg/') ? path.join(packagesDir, url.pathname.slice(5)) : '';
      if (!file || !path.resolve(file).startsWith(path.resolve(file.startsWith(AGAIN) ? AGAIN : packagesDir)) || !existsSync(file) || !statSync(file).isFile()) return send(404, '');
      const size = statSync(file).size;
      const range = /bytes=(\d+)-(\d*)/.exec(req.headers.range ?? '');
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      if (range) {
        const start = Number(range[1]);
        const end = range[2] ? Number(range[2]) : size - 1;
        res.writeHead(206, { 'Content-Type': type, 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': end - start + 1, 'Accept-Ranges': 'bytes' });
        createReadStream(file, { start, end }).pipe(res);
        return;
      }
      res.writeHead(200, { 'Content-Type': type, 'Content-Length': size, 'Accept-Ranges': 'bytes' });
      createReadStream(file).pipe(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin, statements, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
