import { closeDb } from '@/db/client';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

export type ProxiedDatabase = { proxy: TcpProxy; restore(): Promise<void> };

/**
 * Points the app's database client at a TCP proxy in front of the test's PostgreSQL database (the
 * proxy can be taken away and brought back), with extra environment settings; restore() closes
 * both and puts the environment back.
 */
export async function proxyTheDatabase(settings: Record<string, string>): Promise<ProxiedDatabase> {
  const direct = process.env.DATABASE_URL!;
  const target = new URL(direct);
  const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  await closeDb();
  const viaProxy = new URL(direct);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const changed = { DATABASE_URL: viaProxy.toString(), ...settings };
  const saved = Object.fromEntries(Object.keys(changed).map((name) => [name, process.env[name]]));
  Object.assign(process.env, changed);
  return {
    proxy,
    async restore() {
      await closeDb();
      await proxy.close();
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    },
  };
}
