// Starts the production build on a fresh seeded database for a benchmark and stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

export type BenchServer = { url: string; pid: number | undefined; stop: () => Promise<void> };

/** `prepare` runs after the seed, before the server opens the database (PGlite has one owner at a time). */
export async function startServer(port = 3300, { prepare }: { prepare?: (env: NodeJS.ProcessEnv) => Promise<void> } = {}): Promise<BenchServer> {
  const dir = '.data/bench';
  rmSync(dir, { recursive: true, force: true });
  const env = {
    ...process.env,
    PORT: String(port),
    NEXTAUTH_URL: `http://localhost:${port}`,
    NEXTAUTH_SECRET: 'bench-secret',
    PGLITE_DATA_DIR: `${dir}/pglite`,
    STORAGE_DIR: `${dir}/storage`,
    OPENHOW_BENCH: '1',
  };
  await run('npx', ['tsx', '--conditions=react-server', 'scripts/seed.ts'], env);
  if (prepare) await prepare(env);
  const child = spawn('node', ['scripts/server.mjs'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return { url, pid: child.pid, stop: () => stop(child) };
}

export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const p = spawn(cmd, args, { env, stdio: 'inherit' });
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}`))));
  });
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
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
