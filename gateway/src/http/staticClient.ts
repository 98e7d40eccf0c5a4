// Serves the built React client. Routes are hash routes, so only real files and / are served; a
// missing build is said plainly instead of answering 404 to a confused operator.
import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/** <repo>/frontend/dist, from gateway/src/http (tests) and gateway/dist/http (built) alike. */
export const defaultClientDir = (): string => path.resolve(__dirname, '..', '..', '..', 'frontend', 'dist');

const MISSING_BUILD_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Whiteboard Studio</title></head>
<body><h1>The web client is not built</h1><p>The server runs, but <code>frontend/dist</code> is missing.
Run <code>npm run build</code> (or <code>npm start</code>, which builds first) and reload.</p></body></html>`;

export const staticClient = (clientDir: string = defaultClientDir()): Router => {
  const router = express.Router();
  const index = path.join(clientDir, 'index.html');
  router.use(express.static(clientDir, { index: false, maxAge: '1h', setHeaders: noCacheForHtml }));
  router.get('/', (_req, res) => {
    if (fs.existsSync(index)) {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    } else {
      res.status(503).type('html').send(MISSING_BUILD_PAGE);
    }
  });
  return router;
};

// index.html names the hashed bundles of the current build: it must be revalidated, they need not.
const noCacheForHtml = (res: express.Response, filePath: string) => {
  if (filePath.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
};
