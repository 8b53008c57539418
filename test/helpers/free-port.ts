import net from 'node:net';

/**
 * A port for a server a test starts. Chosen below Linux's ephemeral range (32768–60999), where the
 * kernel hands out the local ports of outgoing connections: a port picked there can be taken by any
 * fetch or database socket before the server binds it (CI failed so on a restart after SIGKILL).
 * Probed with a bind, so a port another test's server holds is skipped.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canBind(port)) return port;
  }
  throw new Error('no free port found between 20000 and 32000');
}

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}
