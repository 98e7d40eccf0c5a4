// Serves the built React client. Routes are hash routes, so only real files and / are served; a
// missing build is said plainly instead of answering 404 to a confused operator.
//
// At / a visitor without a session cookie gets landing.html, the landing page rendered at build time with
// a light entry of its own, and one with a session cookie gets index.html, the whole app: the signed-in
// never see the landing page flash by, and the landing paints with a few KB of script (issue 22,
// docs/decisions/landingFast.md). The cookie is httpOnly, so only the server can tell.
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Request, type Router } from 'express';
import { SESSION_COOKIE } from '@wb/platform';

/** <repo>/frontend/dist, from gateway/src/http (tests) and gateway/dist/http (built) alike. */
export const defaultClientDir = (): string => path.resolve(__dirname, '..', '..', '..', 'frontend', 'dist');

const MISSING_BUILD_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Whiteboard Studio</title></head>
<body><h1>The web client is not built</h1><p>The server runs, but <code>frontend/dist</code> is missing.
Run <code>npm run build</code> (or <code>npm start</code>, which builds first) and reload.</p></body></html>`;

const hasSessionCookie = (req: Request): boolean => {
  const cookies = (req as Request & { cookies?: Record<string, unknown> }).cookies;
  return typeof cookies?.[SESSION_COOKIE] === 'string' && cookies[SESSION_COOKIE] !== '';
};

// The pages and their bundles, text that shrinks to a third or less; never the API, whose live updates
// stream (the router sits in front of every request). The clips and pictures are compressed already.
const isClientText = (req: Request): boolean => (req.method === 'GET' || req.method === 'HEAD') && (req.path === '/' || req.path.startsWith('/assets/') || req.path.endsWith('.html'));

export const staticClient = (clientDir: string = defaultClientDir()): Router => {
  const router = express.Router();
  const index = path.join(clientDir, 'index.html');
  const landing = path.join(clientDir, 'landing.html');
  const compress = compression();
  router.use((req, res, next) => (isClientText(req) ? compress(req, res, next) : next()));
  router.use(express.static(clientDir, { index: false, maxAge: '1h', setHeaders: noCacheForHtml }));
  router.get('/', (req, res) => {
    // A build from before the landing had a page of its own has index.html alone, which shows it too.
    const page = !hasSessionCookie(req) && fs.existsSync(landing) ? landing : index;
    if (fs.existsSync(page)) {
      res.setHeader('Cache-Control', 'no-cache');
      // The same address answers two pages: a cache must not hand one visitor's to the other.
      res.setHeader('Vary', 'Cookie');
      res.sendFile(page);
    } else {
      res.status(503).type('html').send(MISSING_BUILD_PAGE);
    }
  });
  return router;
};

// The pages name the hashed bundles of the current build: they must be revalidated, the bundles need not.
const noCacheForHtml = (res: express.Response, filePath: string) => {
  if (filePath.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
};
