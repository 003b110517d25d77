import net from 'node:net';

/**
 * A TCP port nothing listens on now, as the operating system hands one out. Another program may
 * take it before the caller listens on it: good enough for a child process started at once.
 */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
