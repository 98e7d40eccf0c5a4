import { fileURLToPath, URL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createServer, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const alias = { '@wb/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) };
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Renders the landing page (src/entries/LandingTree.tsx) into landing.html's template at build time, so a
 * visitor without a session sees it before any script has run (docs/decisions/landingFast.md). The
 * tree is loaded through a short-lived server-side Vite, as the browser's build would see it.
 */
const prerenderLanding = (): Plugin => ({
  name: 'wb:prerender-landing',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    async handler(html, context) {
      if (!context.filename.endsWith('landing.html')) return html;
      const server = await createServer({
        configFile: false,
        root,
        resolve: { alias },
        plugins: [react()],
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { LandingTree } = (await server.ssrLoadModule('/src/entries/LandingTree.tsx')) as { LandingTree: ComponentType };
        const markup = renderToString(createElement(LandingTree));
        if (!html.includes('<!--landing-markup-->')) throw new Error('landing.html has no <!--landing-markup--> placeholder');
        return html.replace('<!--landing-markup-->', () => markup);
      } finally {
        await server.close();
      }
    },
  },
});

// The gateway serves dist/ at / and the API at /api on the same origin, so the build uses relative
// asset paths and the dev server proxies the API to a locally running gateway. Two pages: index.html,
// the whole app, and landing.html, the landing page with a light entry of its own (the gateway picks
// one by the session cookie, gateway/src/http/staticClient.ts).
export default defineConfig({
  base: './',
  plugins: [react(), prerenderLanding()],
  resolve: { alias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: { input: { main: fileURLToPath(new URL('index.html', import.meta.url)), landing: fileURLToPath(new URL('landing.html', import.meta.url)) } },
  },
  server: {
    proxy: {
      '/api': process.env.WB_GATEWAY_URL ?? 'http://127.0.0.1:3000',
      '/auth': process.env.WB_GATEWAY_URL ?? 'http://127.0.0.1:3000',
    },
  },
});
