import net from 'node:net';

/**
 * A port free at this moment, for a child process that must be told its port up front: the
 * kernel picks it, so it never collides with the ephemeral ports other tests listen on.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
