// The built client (frontend/dist) served on 127.0.0.1 for the exporter's own browser, where no gateway
// is at hand (tests, the bench, an exporter container holding a copy of the client). 127.0.0.1 is a
// secure context, which WebCodecs needs. Every /api call is answered 401, as for a visitor.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

export interface ServedClient {
  url: string;
  close(): Promise<void>;
}

export const serveClientFiles = async (distDir: string): Promise<ServedClient> => {
  const root = path.resolve(distDir);
  if (!fs.existsSync(path.join(root, 'index.html'))) throw new Error(`The client is not built: ${root}/index.html is missing (npm run build -w frontend).`);
  const server = http.createServer((request, response) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    } catch {
      response.writeHead(400).end();
      return;
    }
    if (urlPath.startsWith('/api/')) {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Not signed in"}');
      return;
    }
    const file = path.join(root, urlPath === '/' ? 'index.html' : urlPath);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
