import net from 'node:net';

/** Resolves once 127.0.0.1:`port` takes connections; rejects with the server's own words when it exits first. */
export async function untilListening(name: string, port: number, exited: Promise<number | null>, log: () => string): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${name} exited at start:\n${log()}`);
    if (await connects(port)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${name} did not listen on 127.0.0.1:${port} within 10 s:\n${log()}`);
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
