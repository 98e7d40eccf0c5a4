// Stops accepting connections, lets calls in flight finish for a moment, then cuts what is left
// (server-sent event streams never end on their own).
import type { Server } from 'node:http';

export const closeServer = (server: Server, graceMs = 1000): Promise<void> =>
  new Promise((resolve) => {
    if (!server.listening) return resolve();
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });

export const listen = (server: Server, port: number, host?: string): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
