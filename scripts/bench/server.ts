// Starts the production build on a fresh seeded database for a benchmark and stops it afterwards.
// The database is the embedded one (PGlite) by default; with BENCH_DATABASE_URL (a PostgreSQL
// server URL) it is a fresh database on that server, created for the run and dropped after it.
// On PostgreSQL the server runs as a production web instance does (scripts/container: Dockerfile,
// compose.yaml): JOBS_IN_PROCESS=false, with the jobs in an `npm run worker` process beside it,
// whose CPU is its own and not the web server's (BENCH_JOBS_IN_PROCESS=1 keeps them in the server).
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import postgres from 'postgres';

export type BenchServer = {
  url: string;
  pid: number | undefined;
  /** The separate job worker's process (PostgreSQL), else undefined. */
  workerPid: number | undefined;
  database: string;
  stop: () => Promise<void>;
};

type StartOptions = {
  /** A PostgreSQL database the server uses as it is (no seed, kept afterwards): scripts/bench/scale.ts. */
  databaseUrl?: string;
  /** Runs after the seed, before the server opens the database (PGlite has one owner at a time). */
  prepare?: (env: NodeJS.ProcessEnv) => Promise<void>;
  /** Flags for the server's node (`--cpu-prof`, which NODE_OPTIONS does not accept): scripts/bench/shell-profile.ts. */
  nodeArgs?: string[];
};

/** A PostgreSQL URL naming another database on the same server. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Drops (if present) and creates database `name` on the server of `serverUrl`. */
export async function freshDatabase(serverUrl: string, name: string) {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl, name);
}

/** Database `name` on the server of `url` as it is (BENCH_KEEP_DATABASE=1), created when it is not there yet. */
export async function keptDatabase(url: string, name: string): Promise<string> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await admin`select 1 as present from pg_database where datname = ${name}`;
    if (!row) await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return withDatabase(url, name);
}

export async function dropDatabase(serverUrl: string, name: string) {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

export async function startServer(port = 3300, options: StartOptions = {}): Promise<BenchServer> {
  const dir = `.data/bench-${port}`;
  rmSync(dir, { recursive: true, force: true });
  const serverUrl = process.env.BENCH_DATABASE_URL;
  // One database per port, so that people sharing the machine do not drop each other's.
  const ownDatabase = !options.databaseUrl && serverUrl ? `openhow_bench_${port}` : null;
  const databaseUrl = options.databaseUrl ?? (ownDatabase && serverUrl ? await freshDatabase(serverUrl, ownDatabase) : undefined);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    NEXTAUTH_URL: `http://localhost:${port}`,
    NEXTAUTH_SECRET: 'bench-secret',
    PGLITE_DATA_DIR: `${dir}/pglite`,
    STORAGE_DIR: `${dir}/storage`,
    OPENHOW_BENCH: '1',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const separateWorker = Boolean(databaseUrl) && process.env.BENCH_JOBS_IN_PROCESS !== '1';
  if (separateWorker) env.JOBS_IN_PROCESS = 'false';
  if (!options.databaseUrl) await run('npx', ['tsx', '--conditions=react-server', 'scripts/seed.ts'], env);
  if (options.prepare) await options.prepare(env);
  const child = spawn('node', [...(options.nodeArgs ?? []), 'scripts/server.mjs'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  // A database the caller brings (bench:scale) is measured without jobs running beside the probes.
  const worker = separateWorker && !options.databaseUrl ? startWorker(env) : null;
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  const database = databaseUrl ? `PostgreSQL (${new URL(databaseUrl).pathname.slice(1)})` : 'PGlite (embedded)';
  return {
    url,
    pid: child.pid,
    workerPid: worker?.pid,
    database,
    stop: async () => {
      await Promise.all([stop(child), worker && stop(worker)]);
      if (ownDatabase && serverUrl && process.env.BENCH_KEEP_DATABASE !== '1') await dropDatabase(serverUrl, ownDatabase);
    },
  };
}

/** The jobs' own process, as `npm run worker` (scripts/worker.ts) runs it beside a production web instance. */
export function startWorker(env: NodeJS.ProcessEnv): ChildProcess {
  // Not through npx/tsx's launcher: the signal must reach the worker itself, which then stops gracefully.
  return spawn('node', ['--import', 'tsx', '--conditions=react-server', 'scripts/worker.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const p = spawn(cmd, args, { env, stdio: 'inherit' });
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}`))));
  });
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Signs in through next-auth's credentials endpoint and returns the Cookie header. */
export async function signIn(url: string, login: string, password: string): Promise<string> {
  const csrfRes = await fetch(`${url}/api/auth/csrf`);
  const jar = (csrfRes.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const res = await fetch(`${url}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.join('; '), origin: url },
    body: new URLSearchParams({ csrfToken, login, password, json: 'true' }),
  });
  const cookies = [...jar, ...(res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0])];
  const session = cookies.find((c) => c.startsWith('next-auth.session-token='));
  if (!session) throw new Error(`sign-in failed (${res.status})`);
  return cookies.join('; ');
}
