import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { startS3Server, type S3TestServer } from '../helpers/s3-server';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';

/**
 * The deployment of the container guide on this machine: two web instances and a worker on one
 * PostgreSQL database (a fresh one, reached through a TCP proxy the tests can cut) and S3 storage
 * (s3rver), behind a small round-robin HTTP proxy. Instance A is the container image's web server
 * (scripts/container/build-steps.sh assemble, run from its own folder); instance B is
 * `node scripts/server.mjs` from the same build; the worker is `npm run worker`.
 */
const run = promisify(execFile);
const ROOT = process.cwd();
export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export type Instance = { name: string; url: string; process: ChildProcess; exited: () => boolean };

export type Cluster = {
  /** The proxy in front of both instances (the site's public URL). */
  url: string;
  a: Instance;
  b: Instance;
  worker: () => Instance;
  /** Kills the worker at once (SIGKILL, no graceful stop) and waits for it to be gone. */
  killWorker(): Promise<void>;
  startWorker(): Promise<void>;
  database: TcpProxy;
  sql: postgres.Sql;
  log: (name: string) => string;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A few lines of node:http: each request goes to the next instance in turn; x-instance says which answered. */
async function roundRobin(targets: () => Instance[]): Promise<{ url: string; close(): Promise<void> }> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const list = targets();
    const target = new URL(list[next++ % list.length].url);
    const name = list[(next - 1) % list.length].name;
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-instance': name });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'x-instance': name });
      res.end();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function startProcess(name: string, command: string, args: string[], env: Record<string, string | undefined>, logFile: string, cwd = ROOT): Instance & { url: '' } {
  const out = createWriteStream(logFile, { flags: 'a' });
  // Its own process group: a kill reaches npm, tsx and node alike.
  const child = spawn(command, args, { cwd, env: env as NodeJS.ProcessEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  let exited = false;
  child.on('exit', () => (exited = true));
  return { name, url: '', process: child, exited: () => exited };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {}
}

async function waitForHealth(url: string, instance: Instance, log: () => string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.exited()) throw new Error(`${instance.name} exited:\n${log()}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${instance.name} did not become healthy:\n${log()}`);
}

export async function startCluster(): Promise<Cluster> {
  const dir = await mkdtemp(path.join(tmpdir(), 'openhow-cluster-'));
  const database = `openhow_cluster_${process.pid}`;
  const admin = postgres(ADMIN_DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${database} with (force)`);
  await admin.unsafe(`create database ${database}`);
  await admin.end();
  const direct = new URL(ADMIN_DATABASE_URL);
  direct.pathname = `/${database}`;
  const proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
  const viaProxy = new URL(direct);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);

  const s3: S3TestServer = await startS3Server('openhow-cluster');
  const [portA, portB] = [await freePort(), await freePort()];
  let instances: Instance[] = [];
  const balancer = await roundRobin(() => instances);
  const logOf = (name: string) => path.join(dir, `${name}.log`);
  const log = (name: string) => {
    try {
      return readFileSync(logOf(name), 'utf8').split('\n').slice(-60).join('\n');
    } catch {
      return '';
    }
  };

  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: viaProxy.toString(),
    DATABASE_CONNECT_TIMEOUT_SECONDS: '2',
    NEXTAUTH_URL: balancer.url,
    NEXTAUTH_SECRET: `cluster-${randomBytes(16).toString('hex')}`,
    S3_BUCKET: s3.config.bucket,
    S3_REGION: s3.config.region,
    S3_ENDPOINT: s3.config.endpoint,
    S3_ACCESS_KEY_ID: s3.config.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    JOBS_IN_PROCESS: 'false',
    JOBS_POLL_SECONDS: '0.5',
    // A killed worker's run is handed on within seconds (production: 90 s).
    PIPELINE_LEASE_SECONDS: '3',
    PIPELINE_X264_PRESET: 'ultrafast',
    OPENHOW_DEMO_VIDEOS: '0',
    PIPELINE_WORK_DIR: dir,
  };

  // The schema and the demo organisation, before any server starts.
  await run(path.join(ROOT, 'node_modules/.bin/tsx'), ['--conditions=react-server', 'scripts/seed.ts'], { cwd: ROOT, env: env as NodeJS.ProcessEnv });

  const image = path.join(dir, 'image');
  await run('bash', ['scripts/container/build-steps.sh', 'assemble', image], { cwd: ROOT });
  const a = { ...startProcess('a', process.execPath, ['scripts/container/start.mjs'], { ...env, PORT: String(portA), HOST: '127.0.0.1' }, logOf('a'), image), url: `http://127.0.0.1:${portA}` };
  const b = { ...startProcess('b', process.execPath, ['scripts/server.mjs'], { ...env, PORT: String(portB), HOST: '127.0.0.1' }, logOf('b')), url: `http://127.0.0.1:${portB}` };
  instances = [a, b];
  let worker: Instance;
  let workers = 0;
  const startWorker = async () => {
    const name = `worker-${++workers}`;
    worker = { ...startProcess(name, 'npm', ['run', 'worker'], env, logOf(name)), url: '' };
    const deadline = Date.now() + 60_000;
    while (!log(name).includes('[worker] running')) {
      if (worker.exited() || Date.now() > deadline) throw new Error(`the worker did not start:\n${log(name)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  await Promise.all([waitForHealth(a.url, a, () => log('a')), waitForHealth(b.url, b, () => log('b')), startWorker()]);

  const sql = postgres(direct.toString(), { max: 2, onnotice: () => {} });
  return {
    url: balancer.url,
    a,
    b,
    worker: () => worker,
    async killWorker() {
      const current = worker;
      if (current.exited()) return;
      const gone = new Promise((resolve) => current.process.once('exit', resolve));
      killGroup(current.process, 'SIGKILL');
      await gone;
    },
    startWorker,
    database: proxy,
    sql,
    log: (name) => log(name === 'worker' ? `worker-${workers}` : name),
    async stop() {
      for (const instance of [a, b, worker]) killGroup(instance.process, 'SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const instance of [a, b, worker]) if (!instance.exited()) killGroup(instance.process, 'SIGKILL');
      await sql.end({ timeout: 1 });
      await balancer.close();
      await proxy.close();
      await s3.close();
      const cleanup = postgres(ADMIN_DATABASE_URL, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${database} with (force)`).catch(() => {});
      await cleanup.end();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
