import net from 'node:net';

/**
 * A TCP proxy in front of a real server that a test can take away and bring back: `down()` stops
 * listening (new connections are refused) and resets every open connection; `hang()` accepts
 * connections but never answers (a server that is unreachable rather than refusing); `up()`
 * forwards again on the same port.
 */
export type TcpProxy = { port: number; up(): Promise<void>; down(): Promise<void>; hang(): Promise<void>; close(): Promise<void> };

// A TCP RST, as a crashed or restarted server gives; a socket still connecting is just destroyed.
function reset(socket: net.Socket) {
  if (socket.readyState === 'open') socket.resetAndDestroy();
  else socket.destroy();
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const forward = (client: net.Socket) => {
    track(client);
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };

  async function listen(onConnection: (socket: net.Socket) => void) {
    await stop();
    const next = net.createServer(onConnection);
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', resolve);
    });
    port = (next.address() as net.AddressInfo).port;
    server = next;
  }

  async function stop() {
    const current = server;
    server = undefined;
    for (const socket of open) reset(socket);
    open.clear();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await listen(forward);
  return {
    get port() {
      return port;
    },
    up: () => listen(forward),
    hang: () => listen(track),
    down: stop,
    close: stop,
  };
}
