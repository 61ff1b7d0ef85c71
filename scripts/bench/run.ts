// npm run bench – measures pages of the production build side by side with a bare page of the
// same build, in the same run. Requires a build (`npx next build`); figures go to BENCHMARKS.md.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { load, printTable } from './load';
import { signIn, startServer } from './server';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 16);

async function main() {
  if (!existsSync('.next/BUILD_ID')) execSync('npx next build', { stdio: 'inherit' });
  const server = await startServer();
  try {
    const cookie = await signIn(server.url, 'viewer@demo.example.com', 'Demo-Passw0rd!');
    const opts = { seconds, concurrency };
    // Warm every route once so the first compile/cache fill is not measured.
    for (const p of ['/bench-bare', '/', '/home/overview']) await fetch(server.url + p, { headers: { cookie } });
    const bare = await load('bare page (/bench-bare)', `${server.url}/bench-bare`, opts);
    const login = await load('login page (/)', `${server.url}/`, opts);
    const shell = await load('signed-in shell (/home/overview)', `${server.url}/home/overview`, { ...opts, headers: { cookie } });
    console.log(`\n${seconds}s per page, ${concurrency} concurrent clients, node ${process.version}\n`);
    printTable([bare, login, shell], bare);
    console.log(`\nGoal: signed-in shell ≥ 0.5× the bare page → ${(shell.rps / bare.rps).toFixed(2)}×`);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
